import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { useSession } from '../../../lib/session.ts';
import { favouriteKeys } from './keys.ts';

export type FavouriteCheck = { code: string; favourite: boolean; group_ids: number[] };

/** `GET /api/favourites/check/:code`: whether the star is lit, and in which groups the stock sits. */
export function checkFavourite(code: string): Promise<FavouriteCheck> {
  return get<FavouriteCheck>(`/api/favourites/check/${encodeURIComponent(code)}`);
}

export function useFavouriteCheck(code: string, enabled = true) {
  const loggedIn = Boolean(useSession((s) => s.token));
  return useQuery({
    ...queryOptions({ queryKey: favouriteKeys.check(code), queryFn: () => checkFavourite(code) }),
    enabled: loggedIn && enabled,
  });
}
