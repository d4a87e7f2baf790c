import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { auditEntry, page } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type AuditPage = Output<ReturnType<typeof page<typeof auditEntry>>>;

export type AuditQuery = { page: number; size: number };

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (query: AuditQuery) => [...auditKeys.all, 'list', query] as const,
};

export function getAuditLog({ page, size }: AuditQuery): Promise<AuditPage> {
  return request<AuditPage>('/audit-log', { query: { page, size } });
}

export function auditLogQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AuditQuery) {
  return useQuery(auditLogQueryOptions(query));
}
