import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '../../../lib/request.ts';
import { favouriteKeys } from './keys.ts';

/** `DELETE /api/favourites/groups/:id`: its stocks move to the default group, so nothing starred is lost. */
export function deleteFavouriteGroup(id: number): Promise<{ moved: number }> {
  return del<{ moved: number }>(`/api/favourites/groups/${id}`);
}

export function useDeleteFavouriteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFavouriteGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
