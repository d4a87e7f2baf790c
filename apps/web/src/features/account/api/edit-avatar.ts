import { AVATAR_MAX_BYTES } from '@meridian/contract/auth-rules';
import { IMAGE_MIME, imageKindOf } from '@meridian/contract/image-rules';
import { post } from '../../../lib/request.ts';

/** What the picker offers; what is sent is decided by the file's first bytes, as on the server. */
export const AVATAR_TYPES = Object.values(IMAGE_MIME);

/** Checked before upload too, so the user hears at once rather than after sending 2 MB; the format by the file's first bytes, not its name. */
export async function avatarProblem(file: Blob): Promise<'account.avatarType' | 'account.avatarTooLarge' | undefined> {
  if (file.size > AVATAR_MAX_BYTES) return 'account.avatarTooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return imageKindOf(head) ? undefined : 'account.avatarType';
}

/** `POST /api/user/editAvatar`, multipart field `avatar`. Answers the new avatar's URL path. */
export function editAvatar(file: File): Promise<{ avatar: string }> {
  const form = new FormData();
  form.append('avatar', file);
  return post<{ avatar: string }>('/api/user/editAvatar', form);
}
