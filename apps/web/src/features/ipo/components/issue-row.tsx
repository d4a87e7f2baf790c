import type { IpoIssue } from '@meridian/contract/ipo';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { formatMarketDay, formatMarketRange } from '../../../lib/date.ts';
import { formatDecimal, formatMoney } from '../../../lib/money.ts';
import { PhaseTag } from './tags.tsx';
import { StockName } from '../../../components/stock-name.tsx';

/** One issue in the list: the spec's headline figures; a tap opens the placement detail. */
export function IssueRow({ issue }: { issue: IpoIssue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="ipo-row"
      data-testid="ipo-issue-row"
      data-issue-id={issue.id}
      data-code={issue.code}
      data-phase={issue.phase}
      onClick={() => void navigate(`/shares/new-detail?id=${issue.id}`)}
    >
      <span className="ipo-row-main">
        <strong>
          <StockName item={issue} />
        </strong>
        <PhaseTag phase={issue.phase} />
      </span>
      <span className="ipo-row-sub">
        {issue.code} · {t('ipo.applicationCode')} {issue.apply_code}
      </span>
      <span className="ipo-row-figures">
        <span>
          {t('ipo.issuePrice')} <strong data-testid="ipo-issue-row-price">{formatMoney(issue.issue_price)}</strong>
        </span>
        <span>
          {t('ipo.peRatio')} {formatDecimal(issue.pe)}
        </span>
        <span>
          {t('ipo.listingTime')} {formatMarketDay(issue.listing_date)}
        </span>
      </span>
      <span className="ipo-row-sub">
        {t('common.labelled', { label: t('ipo.subscribeWindow') })}{formatMarketRange(issue.subscribe_start, issue.subscribe_end)}
      </span>
    </button>
  );
}
