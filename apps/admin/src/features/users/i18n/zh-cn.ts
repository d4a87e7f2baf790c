import type { usersEn } from './en';

/** Simplified Chinese texts of the users list. */
export const usersZhCn: Record<keyof typeof usersEn, string> = {
  'users.none': '暂无用户。',
  'users.username': '用户名',
  'users.phone': '手机号',
  'users.inviteCode': '邀请码',
  'users.registered': '注册时间',
};
