import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteCode, createInviteCodeBody } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { inviteCodeKeys } from './get-invite-codes';

export type CreateInviteCodeBody = Output<typeof createInviteCodeBody>;

export function createInviteCode(body: CreateInviteCodeBody): Promise<InviteCode> {
  return request<InviteCode>('/invite-codes', { method: 'POST', body });
}

export function useCreateInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInviteCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteCodeKeys.all }),
  });
}
