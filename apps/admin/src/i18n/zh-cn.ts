import type { MessageKey } from './en';
import { approvalsZhCn } from '../features/approvals/i18n/zh-cn';
import { auditZhCn } from '../features/audit/i18n/zh-cn';
import { authZhCn } from '../features/auth/i18n/zh-cn';
import { blockTradesZhCn } from '../features/block-trades/i18n/zh-cn';
import { dashboardZhCn } from '../features/dashboard/i18n/zh-cn';
import { demoClockZhCn } from '../features/demo-clock/i18n/zh-cn';
import { fundingZhCn } from '../features/funding/i18n/zh-cn';
import { identityZhCn } from '../features/identity/i18n/zh-cn';
import { inviteCodesZhCn } from '../features/invite-codes/i18n/zh-cn';
import { ipoZhCn } from '../features/ipo/i18n/zh-cn';
import { ledgerZhCn } from '../features/ledger/i18n/zh-cn';
import { loansZhCn } from '../features/loans/i18n/zh-cn';
import { marketZhCn } from '../features/market/i18n/zh-cn';
import { messagesZhCn } from '../features/messages/i18n/zh-cn';
import { moneyMarketZhCn } from '../features/money-market/i18n/zh-cn';
import { newsZhCn } from '../features/news/i18n/zh-cn';
import { operatorsZhCn } from '../features/operators/i18n/zh-cn';
import { supportZhCn } from '../features/support/i18n/zh-cn';
import { tradingZhCn } from '../features/trading/i18n/zh-cn';
import { usersZhCn } from '../features/users/i18n/zh-cn';

/** 简体中文 */
export const zhCn: Record<MessageKey, string> = {
  'common.cancel': '取消',
  'common.save': '保存',
  'shell.brand': 'Meridian · 管理后台',
  'shell.language': '语言',
  'shell.logout': '退出登录',
  'shell.forbidden': '您的角色无权访问此页面。如需访问，请联系管理员调整角色。',
  'shell.navigation': '主菜单',
  'shell.menu': '菜单',
  'role.support': '客服',
  'role.compliance': '合规',
  'role.finance': '财务',
  'role.markets': '市场',
  'role.administrator': '管理员',
  'nav.dashboard': '工作台',
  'nav.users': '用户',
  'nav.identity': '实名认证',
  'nav.deposits': '入金',
  'nav.withdrawals': '出金',
  'nav.loans': '借款',
  'nav.moneyMarket': '货币基金',
  'nav.blockTrades': '大宗交易',
  'nav.ipo': '新股申购',
  'nav.ledger': '账本',
  'nav.inviteCodes': '邀请码',
  'nav.instruments': '证券',
  'nav.tradingSettings': '交易设置',
  'nav.orders': '委托',
  'nav.news': '资讯',
  'nav.messages': '站内信',
  'nav.support': '在线客服',
  'nav.approvals': '复核审批',
  'nav.auditLog': '审计日志',
  'nav.operators': '操作员',
  'nav.sessions': '登录会话',
  'nav.demoClock': '演示时钟',
  'audit.time': '时间',
  'users.search': '搜索',
  'users.searchPlaceholder': '用户名或手机号',
  'users.noMatch': '没有与“{search}”匹配的用户。',
  'invites.created': '创建时间',
  'approvals.proposedTitle': '需要第二次批准',
  'operators.state': '状态',
  'operators.active': '正常',
  'operators.disabled': '已停用',
  'operators.disable': '停用',
  'ledger.amount': '金额',
  'common.reasonLength': '{min}–{max} 个字符 · 已输入 {n}',
  'common.id': '编号',
  'common.user': '用户',
  'common.state': '状态',
  'common.notVerified': '未认证',
  'common.by': '{name}，{at}',
  'common.noteShown': '备注：{note}',
  'common.reasonShown': '原因：{reason}',
  'common.reject': '拒绝…',
  'common.noteAudit': '备注（可选，记入审计日志）',
  'common.close': '关闭',
  'funding.deposit.reasonText': '向用户显示的原因',
  'common.loading': '加载中…',
  'identity.name': '姓名',
  'settings.proposalNotice': '此处的修改将成为一项提议：须由另一位具有市场角色的操作员在“审批”中批准后才生效。在此之前，现行设置保持不变。',
  'settings.proposed': '提议 #{id} 正在等待第二位操作员批准。',
  'settings.notAllowed': '您的角色可以查看这些设置，但不能提议修改（仅限市场角色）。',
  'ipo.window': '申购窗口',
  'ipo.code': '股票代码',
  'ipo.exchange': '交易所',
  'ipo.form.save': '保存修改',
  'ipo.edit': '修改',
  'bt.instrument.price': '价格',
  'bt.days': '{n} 天',
  'bt.quantity': '数量',
  'bt.value': '金额',
  'bt.fees': '费用',
  'bt.total': '合计',
  'news.title': '标题',
  'notFound.title': '页面不存在',
  'notFound.explain': '没有这个页面。',
  'notFound.back': '返回仪表盘',
  ...approvalsZhCn,
  ...auditZhCn,
  ...authZhCn,
  ...blockTradesZhCn,
  ...dashboardZhCn,
  ...demoClockZhCn,
  ...fundingZhCn,
  ...identityZhCn,
  ...inviteCodesZhCn,
  ...ipoZhCn,
  ...ledgerZhCn,
  ...loansZhCn,
  ...marketZhCn,
  ...messagesZhCn,
  ...moneyMarketZhCn,
  ...newsZhCn,
  ...operatorsZhCn,
  ...supportZhCn,
  ...tradingZhCn,
  ...usersZhCn,
};
