import type { FavouriteItem } from '@meridian/contract/favourites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request.ts';
import { favouriteKeys } from './keys.ts';

/** `POST /api/favourites`: into the default group, or into `groupId`. Adding twice is no error. */
export function addFavourite(code: string, groupId?: number): Promise<FavouriteItem> {
  return post<FavouriteItem>('/api/favourites', groupId === undefined ? { code } : { code, group_id: groupId });
}

export function useAddFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, groupId }: { code: string; groupId?: number }) => addFavourite(code, groupId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
