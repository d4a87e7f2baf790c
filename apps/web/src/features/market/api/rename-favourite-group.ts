import type { FavouriteGroup } from '@meridian/contract/favourites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../../../lib/request.ts';
import { favouriteKeys } from './keys.ts';

/** `PUT /api/favourites/groups/:id`: the default group cannot be renamed. */
export function renameFavouriteGroup(id: number, name: string): Promise<FavouriteGroup> {
  return put<FavouriteGroup>(`/api/favourites/groups/${id}`, { name });
}

export function useRenameFavouriteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameFavouriteGroup(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.groups() }),
  });
}
