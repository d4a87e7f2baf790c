import { post } from '../../../lib/request.ts';

/** `POST /api/user/setPayPassword`: the first trading password. */
export function setPayPassword(body: { pay_password: string; confirm_pay_password: string }): Promise<null> {
  return post<null>('/api/user/setPayPassword', body);
}
