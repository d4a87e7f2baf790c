import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { AuthGuard } from './auth-guard';
import { DashboardPage } from './dashboard-page';
import { NotFoundPage } from './not-found-page';
import { Shell } from './shell';

/**
 * Each screen is its own chunk, loaded when first opened (the router waits for it, so there is no
 * blank frame): the sign-in page and the dashboard stay in the entry chunk.
 */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

// Served under /admin/ (vite `base`); the router works with paths below it.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      element: <AuthGuard />,
      children: [
        {
          element: <Shell />,
          children: [
            { index: true, element: <DashboardPage /> },
            { path: 'users', lazy: screen(() => import('../features/users/users-page'), 'UsersPage') },
            { path: 'identity', lazy: screen(() => import('../features/identity/identity-queue-page'), 'IdentityQueuePage') },
            { path: 'identity/:id', lazy: screen(() => import('../features/identity/identity-review-page'), 'IdentityReviewPage') },
            { path: 'deposits', lazy: screen(() => import('../features/funding/deposits-page'), 'DepositsPage') },
            { path: 'withdrawals', lazy: screen(() => import('../features/funding/withdrawals-page'), 'WithdrawalsPage') },
            { path: 'loans', lazy: screen(() => import('../features/loans/loans-page'), 'LoansPage') },
            { path: 'money-market', lazy: screen(() => import('../features/money-market/money-market-page'), 'MoneyMarketPage') },
            { path: 'block-trades', lazy: screen(() => import('../features/block-trades/block-trades-page'), 'BlockTradesPage') },
            { path: 'block-trades/purchases', lazy: screen(() => import('../features/block-trades/purchases-page'), 'BlockTradePurchasesPage') },
            { path: 'ledger', lazy: screen(() => import('../features/ledger/ledger-page'), 'LedgerPage') },
            { path: 'invite-codes', lazy: screen(() => import('../features/invite-codes/invite-codes-page'), 'InviteCodesPage') },
            { path: 'instruments', lazy: screen(() => import('../features/market/instruments-page'), 'InstrumentsPage') },
            { path: 'trading/settings', lazy: screen(() => import('../features/trading/trading-settings-page'), 'TradingSettingsPage') },
            { path: 'trading/orders', lazy: screen(() => import('../features/trading/trading-orders-page'), 'TradingOrdersPage') },
            { path: 'ipo', lazy: screen(() => import('../features/ipo/issues-page'), 'IpoIssuesPage') },
            { path: 'ipo/:id', lazy: screen(() => import('../features/ipo/issue-page'), 'IpoIssuePage') },
            { path: 'news', lazy: screen(() => import('../features/news/news-page'), 'NewsPage') },
            { path: 'messages', lazy: screen(() => import('../features/messages/broadcast-page'), 'BroadcastPage') },
            { path: 'support', lazy: screen(() => import('../features/support/support-page'), 'SupportPage') },
            { path: 'approvals', lazy: screen(() => import('../features/approvals/approvals-page'), 'ApprovalsPage') },
            { path: 'operators', lazy: screen(() => import('../features/operators/operators-page'), 'OperatorsPage') },
            { path: 'sessions', lazy: screen(() => import('../features/operators/sessions-page'), 'SessionsPage') },
            { path: 'audit-log', lazy: screen(() => import('../features/audit/audit-log-page'), 'AuditLogPage') },
            { path: 'demo-clock', lazy: screen(() => import('../features/demo-clock/demo-clock-page'), 'DemoClockPage') },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename },
);
