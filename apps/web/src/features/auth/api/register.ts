import { post } from '../../../lib/request.ts';

export type RegisterAnswer = { id: number; username: string };

/** `POST /api/user/register` with the RSA-encrypted form; sent without a token. */
export function register(query: string): Promise<RegisterAnswer> {
  return post<RegisterAnswer>('/api/user/register', { query }, { withToken: false });
}
