import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteCode } from '@meridian/contract/admin';
import { request } from '../../../lib/request';
import { inviteCodeKeys } from './get-invite-codes';

export function disableInviteCode(id: number): Promise<InviteCode> {
  return request<InviteCode>(`/invite-codes/${id}/disable`, { method: 'POST' });
}

export function useDisableInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableInviteCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteCodeKeys.all }),
  });
}
