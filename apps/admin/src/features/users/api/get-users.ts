import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminUser, page } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type AdminUser = Output<typeof adminUser>;
export type AdminUserPage = Output<ReturnType<typeof page<typeof adminUser>>>;

export type UsersQuery = { page: number; size: number; search: string };

export const userKeys = {
  all: ['users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, 'list', query] as const,
};

export function getUsers({ page, size, search }: UsersQuery): Promise<AdminUserPage> {
  return request<AdminUserPage>('/users', { query: { page, size, search } });
}

export function usersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => getUsers(query),
    // Keep the current rows on screen while the next page loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
