import { createBrowserRouter } from 'react-router';
import { AuditLogPage } from '../features/audit/audit-log-page';
import { BlockTradesPage } from '../features/block-trades/block-trades-page';
import { BlockTradePurchasesPage } from '../features/block-trades/purchases-page';
import { DemoClockPage } from '../features/demo-clock/demo-clock-page';
import { LoginPage } from '../features/auth/login-page';
import { DepositsPage } from '../features/funding/deposits-page';
import { WithdrawalsPage } from '../features/funding/withdrawals-page';
import { IdentityQueuePage } from '../features/identity/identity-queue-page';
import { IdentityReviewPage } from '../features/identity/identity-review-page';
import { LedgerPage } from '../features/ledger/ledger-page';
import { LoansPage } from '../features/loans/loans-page';
import { MoneyMarketPage } from '../features/money-market/money-market-page';
import { InviteCodesPage } from '../features/invite-codes/invite-codes-page';
import { InstrumentsPage } from '../features/market/instruments-page';
import { TradingOrdersPage } from '../features/trading/trading-orders-page';
import { TradingSettingsPage } from '../features/trading/trading-settings-page';
import { BroadcastPage } from '../features/messages/broadcast-page';
import { IpoIssuePage } from '../features/ipo/issue-page';
import { IpoIssuesPage } from '../features/ipo/issues-page';
import { NewsPage } from '../features/news/news-page';
import { SupportPage } from '../features/support/support-page';
import { UsersPage } from '../features/users/users-page';
import { AuthGuard } from './auth-guard';
import { DashboardPage } from './dashboard-page';
import { NotFoundPage } from './not-found-page';
import { Shell } from './shell';

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
            { path: 'users', element: <UsersPage /> },
            { path: 'identity', element: <IdentityQueuePage /> },
            { path: 'identity/:id', element: <IdentityReviewPage /> },
            { path: 'deposits', element: <DepositsPage /> },
            { path: 'withdrawals', element: <WithdrawalsPage /> },
            { path: 'loans', element: <LoansPage /> },
            { path: 'money-market', element: <MoneyMarketPage /> },
            { path: 'block-trades', element: <BlockTradesPage /> },
            { path: 'block-trades/purchases', element: <BlockTradePurchasesPage /> },
            { path: 'ledger', element: <LedgerPage /> },
            { path: 'invite-codes', element: <InviteCodesPage /> },
            { path: 'instruments', element: <InstrumentsPage /> },
            { path: 'trading/settings', element: <TradingSettingsPage /> },
            { path: 'trading/orders', element: <TradingOrdersPage /> },
            { path: 'ipo', element: <IpoIssuesPage /> },
            { path: 'ipo/:id', element: <IpoIssuePage /> },
            { path: 'news', element: <NewsPage /> },
            { path: 'messages', element: <BroadcastPage /> },
            { path: 'support', element: <SupportPage /> },
            { path: 'audit-log', element: <AuditLogPage /> },
            { path: 'demo-clock', element: <DemoClockPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
  { basename },
);
