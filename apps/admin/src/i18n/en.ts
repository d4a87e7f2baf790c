import { approvalsEn } from '../features/approvals/i18n/en';
import { auditEn } from '../features/audit/i18n/en';
import { authEn } from '../features/auth/i18n/en';
import { blockTradesEn } from '../features/block-trades/i18n/en';
import { dashboardEn } from '../features/dashboard/i18n/en';
import { demoClockEn } from '../features/demo-clock/i18n/en';
import { fundingEn } from '../features/funding/i18n/en';
import { identityEn } from '../features/identity/i18n/en';
import { inviteCodesEn } from '../features/invite-codes/i18n/en';
import { ipoEn } from '../features/ipo/i18n/en';
import { ledgerEn } from '../features/ledger/i18n/en';
import { loansEn } from '../features/loans/i18n/en';
import { marketEn } from '../features/market/i18n/en';
import { messagesEn } from '../features/messages/i18n/en';
import { moneyMarketEn } from '../features/money-market/i18n/en';
import { newsEn } from '../features/news/i18n/en';
import { operatorsEn } from '../features/operators/i18n/en';
import { supportEn } from '../features/support/i18n/en';
import { tradingEn } from '../features/trading/i18n/en';
import { usersEn } from '../features/users/i18n/en';

/**
 * English: the reference dictionary. Every other language has exactly these keys. Written out
 * here are the texts of the shell and the shared components, and any text that more than one
 * screen shows (so `bt.quantity` is here: the orders list uses it too). The rest live beside
 * their screens, in `features/<feature>/i18n/`, and are spread in below.
 */
export const en = {
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'shell.brand': 'Meridian · Back office',
  'shell.language': 'Language',
  'shell.logout': 'Log out',
  'shell.forbidden': 'Your roles do not give access to this screen. An administrator can change your roles.',
  'shell.navigation': 'Main',
  'shell.menu': 'Menu',
  'role.support': 'Support',
  'role.compliance': 'Compliance',
  'role.finance': 'Finance',
  'role.markets': 'Markets',
  'role.administrator': 'Administrator',
  'nav.dashboard': 'Dashboard',
  'nav.users': 'Users',
  'nav.identity': 'Identity',
  'nav.deposits': 'Deposits',
  'nav.withdrawals': 'Withdrawals',
  'nav.loans': 'Loans',
  'nav.moneyMarket': 'Money market',
  'nav.blockTrades': 'Block trades',
  'nav.ipo': 'New shares (IPO)',
  'nav.ledger': 'Ledger',
  'nav.inviteCodes': 'Invitation codes',
  'nav.instruments': 'Instruments',
  'nav.tradingSettings': 'Trading settings',
  'nav.orders': 'Orders',
  'nav.news': 'News',
  'nav.messages': 'Messages',
  'nav.support': 'Support',
  'nav.approvals': 'Approvals',
  'nav.auditLog': 'Audit log',
  'nav.operators': 'Operators',
  'nav.sessions': 'Sessions',
  'nav.demoClock': 'Demo clock',
  'audit.time': 'Time',
  'users.search': 'Search',
  'users.searchPlaceholder': 'Username or phone',
  'users.noMatch': 'No user matches “{search}”.',
  'invites.created': 'Created',
  'approvals.proposedTitle': 'Second approval needed',
  'operators.state': 'State',
  'operators.active': 'Active',
  'operators.disabled': 'Disabled',
  'operators.disable': 'Disable',
  'ledger.amount': 'Amount',
  'common.reasonLength': '{min}–{max} characters · {n} typed',
  'common.id': 'ID',
  'common.user': 'User',
  'common.state': 'State',
  'common.notVerified': 'not verified',
  'common.by': 'by {name}, {at}',
  'common.noteShown': 'Note: {note}',
  'common.reasonShown': 'Reason: {reason}',
  'common.reject': 'Reject…',
  'common.noteAudit': 'Note (optional, for the audit log)',
  'common.close': 'Close',
  'funding.deposit.reasonText': 'Reason shown to the user',
  'common.loading': 'Loading…',
  'identity.name': 'Name',
  'settings.proposalNotice': 'A change here becomes a proposal: it takes effect only when a second operator with the markets role approves it under Approvals. Until then the settings in force stay.',
  'settings.proposed': 'Proposal #{id} is waiting for a second operator’s approval.',
  'settings.notAllowed': 'Your roles let you read these settings but not propose changes (markets only).',
  'ipo.window': 'Window',
  'ipo.code': 'Stock code',
  'ipo.exchange': 'Exchange',
  'ipo.form.save': 'Save changes',
  'ipo.edit': 'Edit',
  'bt.instrument.price': 'Price',
  'bt.days': '{n} days',
  'bt.quantity': 'Quantity',
  'bt.value': 'Value',
  'bt.fees': 'Fees',
  'bt.total': 'Total',
  'news.title': 'Title',
  'notFound.title': 'Not found',
  'notFound.explain': 'There is no such screen.',
  'notFound.back': 'Back to the dashboard',
  ...approvalsEn,
  ...auditEn,
  ...authEn,
  ...blockTradesEn,
  ...dashboardEn,
  ...demoClockEn,
  ...fundingEn,
  ...identityEn,
  ...inviteCodesEn,
  ...ipoEn,
  ...ledgerEn,
  ...loansEn,
  ...marketEn,
  ...messagesEn,
  ...moneyMarketEn,
  ...newsEn,
  ...operatorsEn,
  ...supportEn,
  ...tradingEn,
  ...usersEn,
} as const;

export type MessageKey = keyof typeof en;
