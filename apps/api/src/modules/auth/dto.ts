import { isLang, DEFAULT_LANG } from '@meridian/contract/languages';
import type { UserInfo } from '@meridian/contract/auth';
import type { UserRow } from './repo.ts';

export const avatarUrl = (file: string | null) => (file ? `/api/user/avatar/${file}` : '');

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    username: user.username,
    phone: user.phone,
    avatar: avatarUrl(user.avatar),
    lang: isLang(user.lang) ? user.lang : DEFAULT_LANG,
    has_pay_password: Boolean(user.payPasswordHash),
    created_at: user.createdAt.toISOString(),
  };
}
