import type { FavouriteItem } from '@meridian/contract/favourites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { useSession } from '../../../lib/session.ts';
import { favouriteKeys } from './keys.ts';

export type FavouriteList = { list: FavouriteItem[]; total: number; max: number };

/** `GET /api/favourites?group_id=`: one group's codes, or without a group every code once; oldest first. */
export function fetchFavourites(groupId?: number): Promise<FavouriteList> {
  return get<FavouriteList>('/api/favourites', groupId === undefined ? undefined : { group_id: groupId });
}

export function favouritesQuery(groupId?: number) {
  return queryOptions({ queryKey: favouriteKeys.list(groupId), queryFn: () => fetchFavourites(groupId) });
}

export function useFavourites(groupId?: number, enabled = true) {
  const loggedIn = Boolean(useSession((s) => s.token));
  return useQuery({ ...favouritesQuery(groupId), enabled: loggedIn && enabled });
}
