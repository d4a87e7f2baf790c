import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRealtimeEvent } from './live.ts';
import { queryClient } from './query-client.ts';
import { get } from './request.ts';
import { useSession } from './session.ts';

/**
 * Unread counts shown as badges outside their own screens (the My tab, the My page, home's
 * support link). They live here, not in a feature, because several features show them; the
 * socket keeps them current (`unread` and `support` frames), the REST calls give the start value.
 */
export const unreadKeys = {
  messages: ['messages', 'unread-count'] as const,
  support: ['support', 'unread'] as const,
};

/** `GET /api/messages/unread-count`. */
export function fetchUnreadMessages(): Promise<{ count: number }> {
  return get<{ count: number }>('/api/messages/unread-count');
}

/** `GET /api/support/unread`: operator replies not yet read. */
export function fetchUnreadSupport(): Promise<{ unread: number }> {
  return get<{ unread: number }>('/api/support/unread');
}

const messagesQuery = queryOptions({ queryKey: unreadKeys.messages, queryFn: fetchUnreadMessages, staleTime: 60_000 });
const supportQuery = queryOptions({ queryKey: unreadKeys.support, queryFn: fetchUnreadSupport, staleTime: 60_000 });

function countOf(data: unknown, field: 'count' | 'unread'): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : undefined;
}

export function setUnreadMessages(count: number): void {
  queryClient.setQueryData(unreadKeys.messages, { count });
}

export function setUnreadSupport(unread: number): void {
  queryClient.setQueryData(unreadKeys.support, { unread });
}

/** Unread messages of the logged-in user, live. 0 when logged out. */
export function useUnreadMessages(): number {
  const loggedIn = Boolean(useSession((s) => s.token));
  const query = useQuery({ ...messagesQuery, enabled: loggedIn });
  useRealtimeEvent(
    'unread',
    (data) => {
      const count = countOf(data, 'count');
      if (count !== undefined) setUnreadMessages(count);
    },
    loggedIn,
  );
  return loggedIn ? (query.data?.count ?? 0) : 0;
}

/** Unread support replies of the logged-in user, live. 0 when logged out. */
export function useUnreadSupport(): number {
  const loggedIn = Boolean(useSession((s) => s.token));
  const query = useQuery({ ...supportQuery, enabled: loggedIn });
  useRealtimeEvent(
    'support',
    (data) => {
      const unread = countOf(data, 'unread');
      if (unread !== undefined) setUnreadSupport(unread);
    },
    loggedIn,
  );
  return loggedIn ? (query.data?.unread ?? 0) : 0;
}

/** Shown as a badge: nothing for 0, "99+" beyond 99. */
export function badgeText(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}
