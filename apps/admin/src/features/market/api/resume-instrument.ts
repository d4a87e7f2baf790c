import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInstrument } from '@meridian/contract/market';
import { request } from '../../../lib/request';
import { instrumentKeys } from './get-instruments';

export function resumeInstrument(code: string): Promise<AdminInstrument> {
  return request<AdminInstrument>(`/instruments/${encodeURIComponent(code)}/resume`, { method: 'POST' });
}

export function useResumeInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeInstrument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instrumentKeys.all }),
  });
}
