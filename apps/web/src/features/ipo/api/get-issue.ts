import type { IpoIssue } from '@meridian/contract/ipo';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { ipoKeys } from './keys.ts';

/** `GET /api/ipo/issues/:id`: the issue's facts and phase as of now. */
export function fetchIssue(id: number): Promise<IpoIssue> {
  return get<IpoIssue>(`/api/ipo/issues/${id}`, undefined, { allowRepeat: true });
}

export const useIssue = (id: number) => useQuery({ queryKey: ipoKeys.issue(id), queryFn: () => fetchIssue(id), enabled: id > 0, refetchOnMount: 'always' });
