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
 * back to the session store (and so to storage).
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
  useEffect(() => {
    if (query.data) useSession.getState().setUserinfo(query.data);
  }, [query.data]);
  return useSession((s) => s.userinfo);
}
