import type { FavouriteGroup } from '@meridian/contract/favourites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request.ts';
import { favouriteKeys } from './keys.ts';

/** `POST /api/favourites/groups`: at most 20 groups, names 1–20 characters, unique per user. */
export function createFavouriteGroup(name: string): Promise<FavouriteGroup> {
  return post<FavouriteGroup>('/api/favourites/groups', { name });
}

export function useCreateFavouriteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFavouriteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.groups() }),
  });
}
