import { TabBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { useLocation, useNavigate } from '../lib/router.tsx';
import { HomeIcon, MarketIcon, NewSharesIcon, TradeIcon, UserIcon } from '../components/icons.tsx';
import { badgeText, useUnreadMessages, useUnreadSupport } from '../lib/unread-counts.ts';

const TABS: { path: string; title: string; testId: string; icon: ReactNode }[] = [
  { path: '/home', title: 'tabs.home', testId: 'tab-home', icon: <HomeIcon /> },
  { path: '/market', title: 'tabs.market', testId: 'tab-market', icon: <MarketIcon /> },
  { path: '/trade', title: 'tabs.trade', testId: 'tab-trade', icon: <TradeIcon /> },
  { path: '/shares/new', title: 'tabs.newShares', testId: 'tab-new-shares', icon: <NewSharesIcon /> },
  { path: '/my', title: 'tabs.my', testId: 'tab-my', icon: <UserIcon /> },
];

export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The My tab carries what waits there: unread messages and support replies.
  const messages = useUnreadMessages();
  const support = useUnreadSupport();
  const waiting = messages + support;
  return (
    <nav className="tab-bar" data-testid="tab-bar">
      <TabBar safeArea activeKey={pathname} onChange={(key) => void navigate(key)}>
        {TABS.map((tab) => (
          <TabBar.Item
            key={tab.path}
            data-testid={tab.testId}
            icon={tab.icon}
            title={t(tab.title)}
            badge={tab.path === '/my' ? badgeText(waiting) : undefined}
          />
        ))}
      </TabBar>
    </nav>
  );
}
