import { AVATAR_MAX_BYTES } from '@meridian/contract/auth-rules';
import { post } from '../../../lib/request.ts';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Checked before upload too, so the user hears at once rather than after sending 2 MB. */
export function avatarProblem(file: File): 'account.avatarType' | 'account.avatarTooLarge' | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'account.avatarType';
  if (file.size > AVATAR_MAX_BYTES) return 'account.avatarTooLarge';
  return undefined;
}

/** `POST /api/user/editAvatar`, multipart field `avatar`. Answers the new avatar's URL path. */
export function editAvatar(file: File): Promise<{ avatar: string }> {
  const form = new FormData();
  form.append('avatar', file);
  return post<{ avatar: string }>('/api/user/editAvatar', form);
}
