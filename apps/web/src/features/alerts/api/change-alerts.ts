import type { CreateAlertBody, PriceAlert } from '@meridian/contract/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, post } from '../../../lib/request.ts';
import { alertKeys } from './keys.ts';

/** `POST /api/alerts`, `POST /api/alerts/:id/rearm`, `DELETE /api/alerts/:id`; each refreshes the lists. */
export function useAlertChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: alertKeys.all });
  return {
    create: useMutation({ mutationFn: (body: CreateAlertBody) => post<PriceAlert>('/api/alerts', body), onSettled }),
    rearm: useMutation({ mutationFn: (id: number) => post<PriceAlert>(`/api/alerts/${id}/rearm`), onSettled }),
    remove: useMutation({ mutationFn: (id: number) => del<{ id: number }>(`/api/alerts/${id}`), onSettled }),
  };
}
