import type { QuoteDetail } from '@meridian/contract/market';
import { useTranslation } from '../../../lib/i18n.ts';
import { compact } from '../format.ts';
import { useLang } from '../../../lib/use-lang.ts';

/** What the shipped market data knows of the company: names, exchange and board, industry, size and valuation. */
export function CompanyProfile({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rows: [string, string, string][] = [
    ['profile-name', t('market.profileName'), `${quote.name} · ${quote.name_en}`],
    ['profile-exchange', t('market.profileExchange'), `${t(`market.exchange${quote.exchange}`)} · ${t(`market.board.${quote.board}`, { defaultValue: quote.board })}`],
    ['profile-industry', t('market.profileIndustry'), `${quote.industry} · ${quote.sector}`],
    ['profile-shares', t('market.profileShares'), compact(quote.shares_outstanding, lang)],
    ['profile-cap', t('market.profileCap'), quote.market_cap ? compact(quote.market_cap, lang) : '–'],
    ['profile-pe', t('market.profilePe'), `${quote.pe ?? t('market.lossMaking')} · ${t('market.industryPe')} ${quote.industry_pe ?? '–'}`],
    ['profile-band', t('market.profileBand'), quote.band_pct === null ? '–' : `±${quote.band_pct}%`],
    ['profile-lot', t('market.profileLot'), `${quote.lot_size} · ${quote.tick_size}`],
  ];
  return (
    <dl className="profile" data-testid="company-profile">
      {rows.map(([id, label, value]) => (
        <div key={id} className="profile-row" data-testid={id}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <p className="profile-note">{t('market.profileSource')}</p>
    </dl>
  );
}
