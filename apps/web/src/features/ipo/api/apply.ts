import type { IpoApplication } from '@meridian/contract/ipo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request.ts';
import { ipoKeys } from './keys.ts';

export type ApplyBody = { apply_code: string; shares: string };

/** `POST /api/ipo/applications`: one application by application code; no money is held. */
export function applyForIssue(body: ApplyBody, idempotencyKey: string): Promise<IpoApplication> {
  return post<IpoApplication>('/api/ipo/applications', body, { idempotencyKey });
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ApplyBody; key: string }) => applyForIssue(body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ipoKeys.all }),
  });
}

/** `POST /api/ipo/applications/one-click`: every open issue not yet applied for, at my full quota. */
export function applyOneClick(idempotencyKey: string): Promise<{ applied: IpoApplication[] }> {
  return post<{ applied: IpoApplication[] }>('/api/ipo/applications/one-click', {}, { idempotencyKey });
}

export function useOneClickApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key }: { key: string }) => applyOneClick(key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ipoKeys.all }),
  });
}
