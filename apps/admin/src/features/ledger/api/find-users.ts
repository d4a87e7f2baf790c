import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminUser, page } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { ledgerKeys } from './get-user-ledger';

export type FoundUser = Output<typeof adminUser>;
type FoundUserPage = Output<ReturnType<typeof page<typeof adminUser>>>;

const MAX_RESULTS = 20;

/** Users whose username or phone contains the text (the Users screen's search). */
export function findUsers(search: string): Promise<FoundUser[]> {
  return request<FoundUserPage>('/users', { query: { page: 1, size: MAX_RESULTS, search } }).then((found) => found.list);
}

export function findUsersQueryOptions(search: string) {
  return queryOptions({ queryKey: ledgerKeys.userSearch(search), queryFn: () => findUsers(search) });
}

export function useFindUsers(search: string) {
  return useQuery({ ...findUsersQueryOptions(search), enabled: search !== '' });
}
