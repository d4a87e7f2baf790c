import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInstrument } from '@meridian/contract/market';
import { request } from '../../../lib/request';
import { instrumentKeys } from './get-instruments';

export type HaltInput = { code: string; reason: string };

export function haltInstrument({ code, reason }: HaltInput): Promise<AdminInstrument> {
  return request<AdminInstrument>(`/instruments/${encodeURIComponent(code)}/halt`, { method: 'POST', body: { reason } });
}

export function useHaltInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: haltInstrument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instrumentKeys.all }),
  });
}
