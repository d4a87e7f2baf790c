import type { authEn } from './en';

/** Simplified Chinese texts of the sign-in page. */
export const authZhCn: Record<keyof typeof authEn, string> = {
  'login.title': 'Meridian 管理后台',
  'login.notice': '仅限操作员使用。所有操作都会记录在审计日志中。',
  'login.username': '用户名',
  'login.password': '密码',
  'login.submit': '登录',
  'login.signingIn': '正在登录…',
  'login.enroll.title': '设置双重验证',
  'login.enroll.explain': '请用身份验证器应用扫描此二维码（或手动输入下方密钥），然后输入应用显示的六位验证码。',
  'login.enroll.secret': '密钥：',
  'login.code.title': '输入验证码',
  'login.code.explain': '打开身份验证器应用，输入 Meridian 的六位验证码。',
  'login.code.recoveryExplain': '请输入一个恢复码。每个恢复码只能使用一次。',
  'login.code.label': '六位验证码',
  'login.code.recoveryLabel': '恢复码',
  'login.code.submit': '继续',
  'login.code.useRecovery': '改用恢复码',
  'login.code.useApp': '改用身份验证器应用',
  'login.code.back': '返回输入密码',
  'login.recovery.title': '您的恢复码',
  'login.recovery.explain': '请妥善保存这十个恢复码。每个恢复码可代替一次应用验证码。它们只显示这一次。',
  'login.recovery.done': '我已保存，继续',
};
