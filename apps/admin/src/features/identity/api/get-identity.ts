import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminIdentityDetail } from '@meridian/contract/identity';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { identityKeys } from './get-identity-queue';

export type IdentitySubmission = Output<typeof adminIdentityDetail>;

/** One submission, with the user's every submission (newest first) to compare against. */
export function getIdentity(id: number): Promise<IdentitySubmission> {
  return request<IdentitySubmission>(`/identity/${id}`);
}

export function identityQueryOptions(id: number) {
  return queryOptions({ queryKey: identityKeys.detail(id), queryFn: () => getIdentity(id) });
}

export function useIdentity(id: number) {
  return useQuery(identityQueryOptions(id));
}
