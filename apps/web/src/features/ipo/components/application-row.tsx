import type { IpoApplication } from '@meridian/contract/ipo';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { formatLocalTime, formatMarketTime } from '../../../lib/date.ts';
import { formatCount, formatMoney } from '../../../lib/money.ts';
import { ApplicationStateTag } from './tags.tsx';
import { StockName } from '../../../components/stock-name.tsx';

/** An application record: what was applied for, what the draw allocated, and what is due or done. */
export function ApplicationRow({ app, onPay }: { app: IpoApplication; onPay?: (app: IpoApplication) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const payable = app.state === 'allocated' && app.issue_phase === 'drawn';
  return (
    <div className="ipo-record" data-testid="ipo-application-row" data-application-id={app.id} data-state={app.state} data-code={app.code}>
      <div className="ipo-row-main">
        <button type="button" className="link ipo-record-name" onClick={() => void navigate(`/shares/new-detail?id=${app.issue_id}`)} data-testid="ipo-application-issue">
          <StockName item={app} /> {app.code}
        </button>
        <ApplicationStateTag state={app.state} />
      </div>
      <div className="ipo-row-sub">
        {t('ipo.applicationCode')} {app.apply_code} · {t('ipo.applicationId')} {app.id} · {formatLocalTime(app.applied_at, 'dateTime')}
      </div>
      <div className="ipo-row-figures">
        <span>
          {t('ipo.shares')} <strong data-testid="ipo-application-shares">{formatCount(app.shares)}</strong>
        </span>
        <span>
          {t('ipo.allocatedShares')} <strong data-testid="ipo-application-allocated">{formatCount(app.allocated_shares)}</strong>
        </span>
        {app.allocated_shares > 0 ? (
          <span>
            {t('ipo.amountDue')} <strong data-testid="ipo-application-amount">{formatMoney(app.amount_due)}</strong>
          </span>
        ) : null}
      </div>
      {payable && onPay ? (
        <div className="ipo-record-pay">
          <span className="ipo-row-sub">{t('ipo.payBy', { time: formatMarketTime(app.pay_deadline, 'dateTime') })}</span>
          <Button color="danger" size="small" onClick={() => onPay(app)} data-testid="ipo-pay">
            {t('ipo.pay')}
          </Button>
        </div>
      ) : null}
      {app.state === 'listed' ? (
        <button type="button" className="link" onClick={() => void navigate('/ucenter/holding')} data-testid="ipo-view-holdings">
          {t('ipo.viewHoldings')}
        </button>
      ) : null}
    </div>
  );
}
