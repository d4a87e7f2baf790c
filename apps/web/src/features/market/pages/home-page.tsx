import { Badge } from 'antd-mobile';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
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
import { SimulatedBadge } from '../../../components/simulated-badge.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useLiveQuotes } from '../../../lib/live.ts';
import { badgeText, useUnreadSupport } from '../../../lib/unread-counts.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { favouritesQuery } from '../api/get-favourites.ts';
import { indicesQuery, useIndices } from '../api/get-indices.ts';
import { topQuotesQuery, useTopQuotes } from '../api/get-quotes.ts';
import { FavouritesStrip } from '../components/favourites-strip.tsx';
import { IndexCards } from '../components/index-cards.tsx';
import { QuoteHead, QuoteRow } from '../components/quote-row.tsx';
import { SearchEntry } from '../components/search-entry.tsx';
import { displayName } from '../../../lib/names.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { rankLive, withTick } from '../live-quote.ts';

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

const TOP_SIZE = 10;
// The loaded blocks' heights on a phone, kept by the placeholders so nothing moves on arrival.
const INDEX_GRID_PX = 158;
const QUOTE_ROW_PX = 48;

/** Home's first reads, started while its code loads (app/routes.tsx). */
export function prefetchHomePage(): void {
  void queryClient.prefetchQuery(indicesQuery);
  void queryClient.prefetchQuery(topQuotesQuery('gainers', TOP_SIZE * 2));
  void queryClient.prefetchQuery(favouritesQuery());
}

/**
 * The quick links, a component of their own: the page re-renders on every tick of its quotes,
 * and these change only with the support badge.
 */
const QuickLinks = memo(function QuickLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const supportUnread = useUnreadSupport();
  return (
    <Section title={t('market.quickLinks')}>
      <div className="quick-grid">
        {QUICK.map((item) => (
          <button key={item.key} type="button" className="quick-item" data-testid={`home-quick-${item.key}`} onClick={() => void navigate(item.path)}>
            <Badge content={item.key === 'support' ? badgeText(supportUnread) : undefined}>
              <span className="quick-icon">{item.icon}</span>
            </Badge>
            <span>{t(item.title)}</span>
          </button>
        ))}
      </div>
    </Section>
  );
});

/**
 * /home, kept alive by the layout: the indices, quick links, favourites and today's top gainers,
 * moving with the ticks. While another screen shows (home hidden), it lets go of its codes on
 * the socket and stops re-reading the ranking. `news` is given by the app (another feature's).
 */
export function HomePage({ news }: { news?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const active = useLocation().pathname === '/home';
  const indices = useIndices();
  // A wider slice than shown, re-ranked on every tick: a stock climbing past the tenth shows up at once.
  const top = useTopQuotes('gainers', TOP_SIZE * 2, active);
  const codes = [...(indices.data ?? []), ...(top.data?.list ?? [])].map((q) => q.code);
  const live = useLiveQuotes(codes, active);
  const open = (code: string) => void navigate(`/homedetail?code=${encodeURIComponent(code)}`);

  return (
    <div className="page">
      <PageHeader title="route.home" back={false} right={<SimulatedBadge />} />
      <SearchEntry testId="home-search" />
      <Section testId="home-indices">
        {indices.data ? <IndexCards items={indices.data.map((q) => withTick(q, live.get(q.code)))} onOpen={open} /> : <Skeleton height={INDEX_GRID_PX} testId="home-indices-loading" />}
      </Section>
      <QuickLinks />
      <FavouritesStrip active={active} />
      <Section
        testId="home-top-gainers"
        title={t('market.topGainers')}
        extra={
          <button type="button" className="link" data-testid="home-market-more" onClick={() => void navigate('/market')}>
            {t('common.more')}
          </button>
        }
      >
        <QuoteHead />
        {top.data ? (
          rankLive(top.data.list, live, 'gainers')
            .slice(0, TOP_SIZE)
            // Keyed by place, like the market rankings (RankingList): re-ranking does not move rows.
            .map((quote, place) => <QuoteRow key={place} quote={{ ...quote, name: displayName(quote, lang) }} onOpen={open} testId="home-stock-row" />)
        ) : (
          <Skeleton rows={TOP_SIZE} rowHeight={QUOTE_ROW_PX} testId="home-top-loading" />
        )}
      </Section>
      {news}
    </div>
  );
}
