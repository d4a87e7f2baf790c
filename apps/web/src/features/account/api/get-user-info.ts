import type { UserInfo } from '@meridian/contract/auth';
import type { Lang } from '@meridian/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { get } from '../../../lib/request.ts';
import { useSession } from '../../../lib/session.ts';

export const userKeys = { info: ['user', 'info'] as const };

/** `GET /api/user/info`; with `lang`, the server also stores the language preference. */
export function fetchUserInfo(lang?: Lang): Promise<UserInfo> {
  return get<UserInfo>('/api/user/info', lang ? { lang } : undefined);
}

/**
 * The current user, refreshed from the server each time a screen using it opens, and written
 * back to the session store (and so to storage) once that refresh has answered.
 */
export function useUserInfo(): UserInfo | null {
  const token = useSession((s) => s.token);
  const query = useQuery({
    queryKey: userKeys.info,
    queryFn: () => fetchUserInfo(),
    enabled: Boolean(token),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  // Only what this mount fetched: the cache may hold an answer from before a change made since
  // (a trading password just set), which must not overwrite the session's newer state.
  const fresh = query.isFetchedAfterMount ? query.data : undefined;
  useEffect(() => {
    if (fresh) useSession.getState().setUserinfo(fresh);
  }, [fresh]);
  return useSession((s) => s.userinfo);
}
