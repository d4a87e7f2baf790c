import { post } from '../../../lib/request.ts';

export type ChangePayPasswordBody =
  | { old_pay_password: string; pay_password: string; confirm_pay_password: string }
  | { login_password: string; pay_password: string; confirm_pay_password: string };

/** `POST /api/user/changePayPassword`: with the old trading password, or the login password when it is forgotten. */
export function changePayPassword(body: ChangePayPasswordBody): Promise<null> {
  return post<null>('/api/user/changePayPassword', body);
}
