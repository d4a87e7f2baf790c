import { Badge, List } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { badgeText, useUnreadMessages, useUnreadSupport } from '../../../lib/unread-counts.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import { AssetsCard } from '../components/assets-card.tsx';
import { UserCard } from '../components/user-card.tsx';

type Entry = { key: string; path: string; title: string };

// Every entry opens a screen of the route table; labels are the screens' own titles.
const GROUPS: { title: string; entries: Entry[] }[] = [
  {
    title: 'account.menuFunds',
    entries: [
      { key: 'person-center', path: '/personCenter', title: 'route.personCenter' },
      { key: 'transfer', path: '/ucenter/transfer', title: 'route.transfer' },
      { key: 'bank-cards', path: '/ucenter/bank-list', title: 'route.bankList' },
      { key: 'bank-records', path: '/bankRecord', title: 'route.bankRecord' },
      { key: 'money-log', path: '/ucenter/moneyLog', title: 'route.moneyLog' },
      { key: 'money-market', path: '/trade/money', title: 'route.tradeMoney' },
      { key: 'loans', path: '/loans', title: 'route.loans' },
    ],
  },
  {
    title: 'account.menuTrading',
    entries: [
      { key: 'favourites', path: '/market?tab=favourites', title: 'favourites.title' },
      { key: 'holdings', path: '/ucenter/holding', title: 'route.holding' },
      { key: 'history-positions', path: '/historyPosition', title: 'route.historyPosition' },
      { key: 'transactions', path: '/transaction', title: 'route.transaction' },
      { key: 'subscription', path: '/ucenter/shengou', title: 'route.shengou' },
      { key: 'apply-records', path: '/apply-record', title: 'route.applyRecord' },
      { key: 'block-trades', path: '/shares/dzjy', title: 'route.dzjy' },
      { key: 'block-trade-records', path: '/shares/dzjy-record', title: 'route.dzjyRecord' },
    ],
  },
  {
    title: 'account.menuService',
    entries: [
      { key: 'identity', path: '/realNameAuthentication', title: 'route.realName' },
      { key: 'messages', path: '/messages', title: 'route.messages' },
      { key: 'customer-service', path: '/customerService', title: 'route.customerService' },
      { key: 'settings', path: '/setting', title: 'route.setting' },
    ],
  },
];

export function MyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const unread: Record<string, number> = { messages: useUnreadMessages(), 'customer-service': useUnreadSupport() };
  return (
    <div className="page">
      <PageHeader back={false} />
      <UserCard user={user} testPrefix="my" />
      <AssetsCard />
      {GROUPS.map((group) => (
        <List key={group.title} header={t(group.title)} mode="card">
          {group.entries.map((entry) => (
            <List.Item
              key={entry.key}
              data-testid={`my-menu-${entry.key}`}
              extra={unread[entry.key] ? <Badge content={badgeText(unread[entry.key] ?? 0)} data-testid={`my-menu-${entry.key}-badge`} /> : undefined}
              onClick={() => void navigate(entry.path)}
            >
              {t(entry.title)}
            </List.Item>
          ))}
        </List>
      ))}
    </div>
  );
}
