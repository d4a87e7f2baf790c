import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import {
  BlocksIcon,
  BriefcaseIcon,
  ChatIcon,
  MarketIcon,
  NewSharesIcon,
  NewsIcon,
  ShieldIcon,
  WalletIcon,
} from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Section } from '../../../components/section.tsx';
import { SearchEntry } from '../components/search-entry.tsx';

const QUICK: { key: string; path: string; title: string; icon: ReactNode }[] = [
  { key: 'new-shares', path: '/shares/new', title: 'route.sharesNew', icon: <NewSharesIcon /> },
  { key: 'block-trades', path: '/shares/dzjy', title: 'route.dzjy', icon: <BlocksIcon /> },
  { key: 'money-market', path: '/trade/money', title: 'route.tradeMoney', icon: <MarketIcon /> },
  { key: 'deposit', path: '/bankIn', title: 'route.bankIn', icon: <WalletIcon /> },
  { key: 'holdings', path: '/ucenter/holding', title: 'route.holding', icon: <BriefcaseIcon /> },
  { key: 'news', path: '/stockInfo', title: 'route.stockInfo', icon: <NewsIcon /> },
  { key: 'identity', path: '/realNameAuthentication', title: 'route.realName', icon: <ShieldIcon /> },
  { key: 'support', path: '/customerService', title: 'route.customerService', icon: <ChatIcon /> },
];

/** /home, kept alive by the layout. Indices and news fill in once the market module serves them. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title="route.home" back={false} />
      <SearchEntry testId="home-search" />
      <Section title={t('market.quickLinks')}>
        <div className="quick-grid">
          {QUICK.map((item) => (
            <button key={item.key} type="button" className="quick-item" data-testid={`home-quick-${item.key}`} onClick={() => void navigate(item.path)}>
              <span className="quick-icon">{item.icon}</span>
              <span>{t(item.title)}</span>
            </button>
          ))}
        </div>
      </Section>
      <Section title={t('market.indices')}>
        <EmptyState />
      </Section>
      <Section
        title={t('market.news')}
        extra={
          <button type="button" className="link" onClick={() => void navigate('/stockInfo')}>
            {t('common.all')}
          </button>
        }
      >
        <EmptyState />
      </Section>
    </div>
  );
}
