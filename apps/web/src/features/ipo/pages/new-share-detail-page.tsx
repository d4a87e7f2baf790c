import type { IpoIssue } from '@meridian/contract/ipo';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { formatMarketDay, formatMarketRange, formatMarketTime } from '../../../lib/date.ts';
import { formatCount, formatDecimal, formatMoney } from '../../../lib/money.ts';
import { useSession } from '../../../lib/session.ts';
import { useIssue } from '../api/get-issue.ts';
import { useMine } from '../api/get-mine.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { DrawFacts } from '../components/draw-facts.tsx';
import { ApplicationStateTag, PhaseTag } from '../components/tags.tsx';
import '../ipo.css';
import { displayName } from '../../../lib/names.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { positiveId } from '../../../lib/ids.ts';
import { taxonomyName } from '../../../lib/taxonomy.ts';

const when = (iso: string) => formatMarketTime(iso, 'dateTime');

/** The facts of an issue; `sector` is its sector in the reader's language (as typed when the tables do not know it). */
function facts(issue: IpoIssue, sector: string) {
  return [
    { label: 'ipo.issuePrice', value: <span data-testid="ipo-detail-price">{formatMoney(issue.issue_price)}</span> },
    { label: 'ipo.peRatio', value: formatDecimal(issue.pe) },
    { label: 'ipo.industryPe', value: formatDecimal(issue.industry_pe) },
    { label: 'ipo.sector', value: sector },
    { label: 'ipo.issueQuantity', value: formatCount(issue.issue_quantity) },
    { label: 'ipo.publicQuantity', value: formatCount(issue.public_quantity) },
    { label: 'ipo.listingTime', value: <span data-testid="ipo-detail-listing">{formatMarketDay(issue.listing_date)}</span> },
    { label: 'ipo.applicationCode', value: <span data-testid="ipo-detail-apply-code">{issue.apply_code}</span> },
    { label: 'ipo.subscribeWindow', value: formatMarketRange(issue.subscribe_start, issue.subscribe_end, 'dateTime') },
    { label: 'ipo.drawAt', value: when(issue.draw_at) },
    { label: 'ipo.payDeadline', value: when(issue.pay_deadline) },
    { label: 'ipo.unitShares', value: formatCount(issue.unit_shares) },
    { label: 'ipo.capPerUser', value: formatCount(issue.max_shares_per_user) },
  ];
}

function Mine({ issue }: { issue: IpoIssue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useMine(issue.id);
  if (!mine.data) return mine.isPending && mine.fetchStatus !== 'idle' ? <PageLoading inline /> : null;
  const app = mine.data.application;
  if (app) {
    return (
      <Section title={t('ipo.myApplication')} extra={<ApplicationStateTag state={app.state} />} testId="ipo-detail-mine">
        <p className="field-hint">
          {t('ipo.shares')} {formatCount(app.shares)} · {t('ipo.allocatedShares')} <span data-testid="ipo-detail-allocated">{formatCount(app.allocated_shares)}</span> · {t('ipo.applicationId')} {app.id}
        </p>
        <Button block onClick={() => void navigate('/apply-record')} data-testid="ipo-detail-records">
          {t('ipo.records')}
        </Button>
      </Section>
    );
  }
  if (issue.phase === 'upcoming') {
    // Not yet open: say when it opens, where the application form will be.
    return (
      <p className="notice" data-testid="ipo-detail-opens">
        {t('ipo.opensAt', { time: when(issue.subscribe_start) })}
      </p>
    );
  }
  if (issue.phase !== 'open') return null;
  return (
    <Section title={t('ipo.list')} testId="ipo-detail-apply">
      <ApplyForm mine={mine.data} onApplied={() => void mine.refetch()} />
    </Section>
  );
}

/** /shares/new-detail?id= — the placement's facts, my quota and application, and the draw's verification data. */
export function NewShareDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const id = positiveId(useSearchParams()[0].get('id'));
  const loggedIn = Boolean(useSession((s) => s.token));
  const issue = useIssue(id ?? 0);
  const mine = useMine(id ?? 0);
  const i = issue.data;
  const known = id !== undefined;
  // No id, or one the server does not know: say so and offer the list, never an endless spinner.
  if (!known || issue.isError)
    return (
      <div className="page" data-testid="ipo-detail-missing">
        <PageHeader />
        <EmptyState title={t('ipo.issueNotFound')} />
        <div className="form">
          <Button block color="primary" onClick={() => void navigate('/shares/new')} data-testid="ipo-detail-back-to-list">
            {t('ipo.backToList')}
          </Button>
        </div>
      </div>
    );
  if (!i) return <div className="page"><PageHeader /><PageLoading inline /></div>;
  return (
    <div className="page" data-testid="ipo-detail" data-phase={i.phase} data-issue-id={i.id}>
      <PageHeader titleText={displayName(i, lang)} />
      <Section title={<span data-testid="ipo-detail-name">{displayName(i, lang)} {i.code}</span>} extra={<PhaseTag phase={i.phase} />}>
        {i.phase === 'cancelled' && i.cancel_reason ? (
          <p className="notice notice--warn" data-testid="ipo-detail-cancelled">
            {t('common.labelled', { label: t('ipo.cancelReason') })}{i.cancel_reason}
          </p>
        ) : null}
      </Section>
      <FactList facts={facts(i, i.sector ? taxonomyName(t, 'sector', i.sector) : '')} />
      {loggedIn ? (
        <Mine issue={i} />
      ) : (
        <div className="form">
          <Button block color="primary" onClick={() => void navigate('/login')} data-testid="ipo-detail-login">
            {t('ipo.loginToApply')}
          </Button>
        </div>
      )}
      <DrawFacts issue={i} applicationId={mine.data?.application?.id} />
    </div>
  );
}
