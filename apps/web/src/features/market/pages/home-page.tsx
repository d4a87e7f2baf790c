import { Badge } from 'antd-mobile';
import { memo, useCallback, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocation, useNavigate } from '../../../lib/router.tsx';
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
import { AfterFirstFrame } from '../../../components/after-first-frame.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { HeaderLink } from '../../../components/header-link.tsx';
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
export function prefetchHomePage(): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(indicesQuery), queryClient.prefetchQuery(topQuotesQuery('gainers', TOP_SIZE * 2)), queryClient.prefetchQuery(favouritesQuery())]);
}

/**
 * The quick links, a component of their own: they change only with the support badge.
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

/** The four indices, live. */
function IndicesSection({ active, onOpen }: { active: boolean; onOpen: (code: string) => void }) {
  const indices = useIndices();
  const live = useLiveQuotes((indices.data ?? []).map((q) => q.code), active);
  return (
    <Section testId="home-indices">
      {indices.data ? <IndexCards items={indices.data.map((q) => withTick(q, live.get(q.code)))} onOpen={onOpen} /> : <Skeleton height={INDEX_GRID_PX} testId="home-indices-loading" />}
    </Section>
  );
}

/** Today's top gainers, re-ranked on every tick; the ranking is not re-read while home is hidden. */
function TopGainersSection({ active, onOpen }: { active: boolean; onOpen: (code: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  // A wider slice than shown, re-ranked on every tick: a stock climbing past the tenth shows up at once.
  const top = useTopQuotes('gainers', TOP_SIZE * 2, active);
  const live = useLiveQuotes((top.data?.list ?? []).map((q) => q.code), active);
  return (
    <Section
      testId="home-top-gainers"
      title={t('market.topGainers')}
      extra={<HeaderLink to="/market" label={t('common.more')} testId="home-market-more" />}
    >
      <QuoteHead />
      {top.data ? (
        rankLive(top.data.list, live, 'gainers')
          .slice(0, TOP_SIZE)
          // Keyed by place, like the market rankings (RankingList): re-ranking does not move rows.
          .map((quote, place) => <QuoteRow key={place} quote={{ ...quote, name: displayName(quote, lang) }} onOpen={onOpen} testId="home-stock-row" />)
      ) : (
        <Skeleton rows={TOP_SIZE} rowHeight={QUOTE_ROW_PX} testId="home-top-loading" />
      )}
    </Section>
  );
}

/**
 * /home, kept alive by the layout: the indices, quick links, favourites and today's top gainers,
 * moving with the ticks. Each live section holds its own quotes, so a tick re-renders that
 * section (and within it only the rows that moved), not the page. While another screen shows
 * (home hidden), the sections let go of their codes on the socket. `news` is given by the app
 * (another feature's). At start-up the top gainers and the news, below the fold on a phone, are
 * drawn a frame after the rest (`AfterFirstFrame`), so the first render is shorter.
 */
export function HomePage({ news }: { news?: ReactNode }) {
  const navigate = useNavigate();
  const active = useLocation().pathname === '/home';
  const open = useCallback((code: string) => void navigate(`/homedetail?code=${encodeURIComponent(code)}`), [navigate]);

  return (
    <div className="page">
      <PageHeader title="route.home" back={false} right={<SimulatedBadge />} />
      <SearchEntry testId="home-search" />
      <IndicesSection active={active} onOpen={open} />
      <QuickLinks />
      <FavouritesStrip active={active} />
      <AfterFirstFrame>
        <TopGainersSection active={active} onOpen={open} />
      </AfterFirstFrame>
      <AfterFirstFrame>{news}</AfterFirstFrame>
    </div>
  );
}
