import { Tabs } from '../../../components/tabs.tsx';
import type { QuoteSort } from '@meridian/contract/market';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SimulatedBadge } from '../../../components/simulated-badge.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { FavouritesPanel } from '../components/favourites-panel.tsx';
import { RankingList } from '../components/ranking-list.tsx';
import { SearchEntry } from '../components/search-entry.tsx';
import { quotesInfiniteQuery } from '../api/get-quotes.ts';
import '../market.css';

/**
 * /market: four rankings and, as a fifth tab, the favourites (the spec lists favourites among the
 * screens without a path). `?tab=favourites` opens that tab directly (from /home and /my).
 */
const RANKINGS = ['gainers', 'losers', 'volume', 'turnover'] as const satisfies readonly QuoteSort[];
const TABS = [...RANKINGS, 'favourites'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);
const isRanking = (tab: Tab): tab is (typeof RANKINGS)[number] => tab !== 'favourites';

const tabOf = (param: string | null): Tab => (isTab(param) ? param : 'gainers');

/**
 * The shown ranking's first page, read while the screen's code loads (app/routes.tsx). The first
 * render does not wait for it: the list it draws became the page's largest paint, pushed after the
 * read, and Lighthouse's LCP past 1.5 s in half of the runs (docs/web-performance.md).
 */
export function prefetchMarketPage(search: URLSearchParams): undefined {
  const tab = tabOf(search.get('tab'));
  if (isRanking(tab)) void queryClient.prefetchInfiniteQuery(quotesInfiniteQuery(tab));
  return undefined;
}

export function MarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const param = params.get('tab');
  const tab = tabOf(param);
  const open = (code: string) => void navigate(`/homedetail?code=${encodeURIComponent(code)}`);

  return (
    <div className="page">
      <PageHeader back={false} right={<SimulatedBadge />} />
      <SearchEntry testId="market-search" />
      <Tabs activeKey={tab} onChange={(key) => isTab(key) && setParams({ tab: key }, { replace: true })} className="market-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`market-tab-${key}`}>{t(key === 'favourites' ? 'favourites.title' : `market.${key}`)}</span>} />
        ))}
      </Tabs>
      {isRanking(tab) ? <RankingList key={tab} sort={tab} onOpen={open} /> : <FavouritesPanel onOpen={open} />}
    </div>
  );
}
