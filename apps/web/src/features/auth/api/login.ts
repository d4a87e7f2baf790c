import type { LoginResult } from '@meridian/contract/auth';
import { post } from '../../../lib/request.ts';

/** `POST /api/user/login` with the RSA-encrypted credentials; sent without a token. */
export function login(query: string): Promise<LoginResult> {
  return post<LoginResult>('/api/user/login', { query }, { withToken: false });
}
