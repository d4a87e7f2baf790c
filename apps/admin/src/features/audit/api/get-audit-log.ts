import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { auditEntry, AuditQuery, page } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type AuditPage = Output<ReturnType<typeof page<typeof auditEntry>>>;

/** The page and the filters (`auditQuery`); a filter left out is not sent. */
export type AuditLogQuery = Pick<AuditQuery, 'page' | 'size'> & Partial<Pick<AuditQuery, 'action' | 'operator' | 'target' | 'from' | 'to'>>;

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (query: AuditLogQuery) => [...auditKeys.all, 'list', query] as const,
};

export function getAuditLog(query: AuditLogQuery): Promise<AuditPage> {
  return request<AuditPage>('/audit-log', { query });
}

export function auditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}
