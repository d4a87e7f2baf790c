import type { inviteCodesEn } from './en';

/** Simplified Chinese texts of the invitation codes screen. */
export const inviteCodesZhCn: Record<keyof typeof inviteCodesEn, string> = {
  'invites.none': '暂无邀请码。',
  'invites.code': '邀请码',
  'invites.note': '备注',
  'invites.uses': '使用次数',
  'invites.expires': '过期时间',
  'invites.createdBy': '创建人',
  'invites.state.active': '有效',
  'invites.state.expired': '已过期',
  'invites.state.usedUp': '已用完',
  'invites.state.disabled': '已停用',
  'invites.disableTitle': '停用邀请码 {code}？',
  'invites.disableExplain': '停用后将无法再用它注册。已用它开立的账户不受影响。此操作会记入审计日志。',
  'invites.form.title': '新建邀请码',
  'invites.form.code': '邀请码（可选）',
  'invites.form.codePlaceholder': '留空则随机生成',
  'invites.form.notePlaceholder': '用途或对象',
  'invites.form.maxUses': '最多使用次数',
  'invites.form.expires': '过期时间（可选，本地时间）',
  'invites.form.create': '创建邀请码',
  'invites.form.created': '已创建',
  'invites.form.codeRule': '邀请码须为 4 至 32 个字母或数字。',
  'invites.form.maxUsesRule': '最多使用次数须为 1 至 1,000,000 的整数。',
  'invites.form.expiryRule': '过期时间必须晚于现在。',
};
