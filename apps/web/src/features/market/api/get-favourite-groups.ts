import type { FavouriteGroup } from '@meridian/contract/favourites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { useSession } from '../../../lib/session.ts';
import { favouriteKeys } from './keys.ts';

/** `GET /api/favourites/groups`: the default group first (made on first use), then the user's own. */
export function fetchFavouriteGroups(): Promise<FavouriteGroup[]> {
  return get<FavouriteGroup[]>('/api/favourites/groups');
}

export const favouriteGroupsQuery = queryOptions({ queryKey: favouriteKeys.groups(), queryFn: fetchFavouriteGroups });

export function useFavouriteGroups() {
  const loggedIn = Boolean(useSession((s) => s.token));
  return useQuery({ ...favouriteGroupsQuery, enabled: loggedIn });
}
