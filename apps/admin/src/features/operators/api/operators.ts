import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { createOperatorBody, operatorAccount, operatorSession, OperatorRole } from '@meridian/contract/admin';
import type { Input, Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type OperatorAccount = Output<typeof operatorAccount>;
export type CreateOperatorBody = Input<typeof createOperatorBody>;
export type OperatorSession = Output<typeof operatorSession>;

const keys = { operators: ['operators'] as const, sessions: ['operator-sessions'] as const };

export const useOperators = () => useQuery({ queryKey: keys.operators, queryFn: () => request<OperatorAccount[]>('/operators') });
export const useOperatorSessions = () => useQuery({ queryKey: keys.sessions, queryFn: () => request<OperatorSession[]>('/auth/sessions') });

function useAction<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.operators }), queryClient.invalidateQueries({ queryKey: keys.sessions })]),
  });
}

export const useCreateOperator = () => useAction((body: CreateOperatorBody) => request<OperatorAccount>('/operators', { method: 'POST', body }));
export const useSetRoles = () =>
  useAction(({ id, roles }: { id: number; roles: OperatorRole[] }) => request<OperatorAccount>(`/operators/${id}/roles`, { method: 'PUT', body: { roles } }));
export const useOperatorAction = () =>
  useAction(({ id, action }: { id: number; action: 'disable' | 'enable' | 'reset-second-factor' }) => request<OperatorAccount>(`/operators/${id}/${action}`, { method: 'POST', body: {} }));
export const useRevokeSession = () => useAction((id: number) => request<null>(`/auth/sessions/${id}/revoke`, { method: 'POST', body: {} }));
