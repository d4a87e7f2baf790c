import { post } from '../../../lib/request.ts';

/** `POST /api/user/changePassword`. On success the server has ended every session of the user. */
export function changePassword(body: { old_password: string; password: string; confirm_password: string }): Promise<null> {
  return post<null>('/api/user/changePassword', body);
}
