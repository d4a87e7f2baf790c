import type { IpoMine } from '@meridian/contract/ipo';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { useSession } from '../../../lib/session.ts';
import { ipoKeys } from './keys.ts';

/** `GET /api/ipo/issues/:id/mine`: my quota for the issue and my application, if any. */
export function fetchMine(id: number): Promise<IpoMine> {
  return get<IpoMine>(`/api/ipo/issues/${id}/mine`, undefined, { allowRepeat: true });
}

export function useMine(id: number) {
  const loggedIn = Boolean(useSession((s) => s.token));
  return useQuery({ queryKey: ipoKeys.mine(id), queryFn: () => fetchMine(id), enabled: loggedIn && id > 0, refetchOnMount: 'always' });
}
