import { post } from '../../../lib/request.ts';

/** `POST /api/user/logout`: the server revokes this session's token. */
export function logout(): Promise<null> {
  return post<null>('/api/user/logout', {});
}
