import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '../../../lib/request.ts';
import { favouriteKeys } from './keys.ts';

/** `DELETE /api/favourites/:code?group_id=`: from one group, or without a group from every group. */
export function removeFavourite(code: string, groupId?: number): Promise<{ removed: number }> {
  return del<{ removed: number }>(`/api/favourites/${encodeURIComponent(code)}`, groupId === undefined ? undefined : { group_id: groupId });
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, groupId }: { code: string; groupId?: number }) => removeFavourite(code, groupId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
