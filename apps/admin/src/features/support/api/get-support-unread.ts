import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminUnread } from '@meridian/contract/support';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { supportKeys } from './get-support-threads';

export type AdminUnread = Output<typeof adminUnread>;

/** Slower than the inbox: this only feeds the badge in the navigation, on every screen. */
const BADGE_POLL_MS = 15_000;

export function getSupportUnread(): Promise<AdminUnread> {
  return request<AdminUnread>('/support/unread');
}

export function supportUnreadQueryOptions() {
  return queryOptions({ queryKey: supportKeys.unread, queryFn: getSupportUnread, refetchInterval: BADGE_POLL_MS });
}

export function useSupportUnread() {
  return useQuery(supportUnreadQueryOptions());
}
