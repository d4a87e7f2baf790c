import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { inviteCode, page } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type InviteCodePage = Output<ReturnType<typeof page<typeof inviteCode>>>;

export type InviteCodesQuery = { page: number; size: number };

export const inviteCodeKeys = {
  all: ['invite-codes'] as const,
  list: (query: InviteCodesQuery) => [...inviteCodeKeys.all, 'list', query] as const,
};

export function getInviteCodes({ page, size }: InviteCodesQuery): Promise<InviteCodePage> {
  return request<InviteCodePage>('/invite-codes', { query: { page, size } });
}

export function inviteCodesQueryOptions(query: InviteCodesQuery) {
  return queryOptions({
    queryKey: inviteCodeKeys.list(query),
    queryFn: () => getInviteCodes(query),
    placeholderData: keepPreviousData,
  });
}

export function useInviteCodes(query: InviteCodesQuery) {
  return useQuery(inviteCodesQueryOptions(query));
}
