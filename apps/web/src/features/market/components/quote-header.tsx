import type { QuoteDetail } from '@meridian/contract/market';
import { NoticeBar } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { SimulatedBadge } from '../../../components/simulated-badge.tsx';
import { formatMarketTime } from '../../../lib/date.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { compact, compareDecimal, percent, price, signed, toneClass } from '../format.ts';
import { taxonomyName } from '../../../lib/taxonomy.ts';
import { FlashValue } from './flash-value.tsx';

function SessionLine({ session }: { session: QuoteDetail['session'] }) {
  const { t } = useTranslation();
  let text: string;
  if (session.state === 'open') {
    text = session.always_open
      ? t('market.sessionAlwaysOpen')
      : session.closes_at
        ? t('market.sessionOpenUntil', { time: formatMarketTime(session.closes_at, 'time') })
        : t('market.sessionOpen');
  } else {
    text = session.next_open ? t('market.sessionClosedNext', { time: formatMarketTime(session.next_open, 'dayTime') }) : t('market.sessionClosed');
  }
  return (
    <span className={`session session--${session.state}`} data-testid="detail-session" data-state={session.state}>
      {text}
    </span>
  );
}

/** The live quote of the detail screen: price, change, the day's facts, limits and session. */
export function QuoteHeader({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const tone = toneClass(quote.change);
  const isStock = quote.kind === 'stock';
  const named = (kind: 'sector' | 'industry', name: string) => (name ? taxonomyName(t, kind, name) : undefined);
  const facts: { key: string; label: string; value: string | undefined; className?: string }[] = [
    { key: 'open', label: 'market.open', value: price(quote.open) },
    { key: 'prev-close', label: 'market.prevClose', value: price(quote.prev_close) },
    { key: 'high', label: 'market.high', value: price(quote.high), className: versusClose(quote.high, quote.prev_close) },
    { key: 'low', label: 'market.low', value: price(quote.low), className: versusClose(quote.low, quote.prev_close) },
    { key: 'volume', label: 'market.volume', value: compact(quote.volume, lang) },
    { key: 'turnover', label: 'market.turnover', value: compact(quote.turnover, lang) },
  ];
  if (isStock) {
    facts.push(
      { key: 'pe', label: 'market.pe', value: quote.pe ? price(quote.pe) : t('market.peNone') },
      { key: 'industry-pe', label: 'market.industryPe', value: price(quote.industry_pe) },
      { key: 'market-cap', label: 'market.marketCap', value: compact(quote.market_cap, lang) },
      { key: 'limit-up', label: 'market.limitUp', value: price(quote.limit_up), className: 'tone-up' },
      { key: 'limit-down', label: 'market.limitDown', value: price(quote.limit_down), className: 'tone-down' },
      { key: 'lot', label: 'market.lotSize', value: String(quote.lot_size) },
    );
  }

  return (
    <section className="quote-header" data-testid="detail-quote" data-code={quote.code}>
      {quote.halted ? (
        <NoticeBar
          className="halted-banner"
          data-testid="detail-halted"
          color="alert"
          wrap
          content={quote.halt_reason ? t('market.haltedBanner', { reason: quote.halt_reason }) : t('market.haltedNoReason')}
        />
      ) : null}
      <div className="quote-main">
        <div className={`quote-big ${tone}`}>
          <FlashValue value={quote.price} className="quote-big-price" testId="detail-price" />
          <span className="quote-big-change" data-testid="detail-change">
            {signed(quote.change)} {percent(quote.change_pct)}
          </span>
        </div>
        <div className="quote-side">
          <SimulatedBadge testId="detail-simulated" />
          <SessionLine session={quote.session} />
        </div>
      </div>
      <dl className="fact-grid">
        {facts.map((fact) => (
          <div key={fact.key} className="fact" data-testid={`detail-${fact.key}`}>
            <dt>{t(fact.label)}</dt>
            <dd className={fact.className}>{fact.value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      {isStock ? (
        <div className="quote-tags">
          {quote.sector ? <span data-testid="detail-sector">{t('common.labelled', { label: t('market.sector') })}{named('sector', quote.sector)}</span> : null}
          {quote.industry ? <span data-testid="detail-industry">{t('common.labelled', { label: t('market.industry') })}{named('industry', quote.industry)}</span> : null}
        </div>
      ) : null}
    </section>
  );
}

/** Colour of a price against the previous close: above is red, below green. */
function versusClose(value: string, prevClose: string): string {
  return toneClass(String(compareDecimal(value, prevClose)));
}
