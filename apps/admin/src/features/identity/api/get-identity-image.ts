import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestBlob } from '../../../lib/request';
import { identityKeys } from './get-identity-queue';

/** A document photo, fetched with the operator's token (an `<img src>` could not send it). */
export function getIdentityImage(url: string): Promise<Blob> {
  return requestBlob(url);
}

export function identityImageQueryOptions(url: string) {
  // A stored photo never changes under its name; no refetching.
  return queryOptions({ queryKey: identityKeys.image(url), queryFn: () => getIdentityImage(url), staleTime: Infinity });
}

export function useIdentityImage(url: string) {
  return useQuery(identityImageQueryOptions(url));
}
