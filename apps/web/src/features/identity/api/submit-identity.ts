import type { IdentityDetail, IdType } from '@meridian/contract/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityKeys } from '../../../lib/identity.ts';
import { post } from '../../../lib/request.ts';

export type IdentityForm = { realName: string; idType: IdType; idNumber: string; front: File; back: File };

/** `POST /api/identity/submit` (multipart): the three text fields and the photos `front` and `back`. */
export function submitIdentity(form: IdentityForm, idempotencyKey: string): Promise<IdentityDetail> {
  const body = new FormData();
  body.append('real_name', form.realName);
  body.append('id_type', form.idType);
  body.append('id_number', form.idNumber);
  body.append('front', form.front);
  body.append('back', form.back);
  return post<IdentityDetail>('/api/identity/submit', body, { idempotencyKey });
}

export function useSubmitIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, key }: { form: IdentityForm; key: string }) => submitIdentity(form, key),
    onSuccess: (detail) => queryClient.setQueryData(identityKeys.detail, detail),
  });
}
