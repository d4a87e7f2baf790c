import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Card, Descriptions, Tag, Tooltip } from 'antd';
import type { AdminIpoIssue } from '@meridian/contract/ipo';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useIssue } from './api/get-issue';
import { useRunDraw } from './api/run-draw';
import { CancelIssueDialog } from './cancel-dialog';
import { DrawPanel } from './draw-panel';
import { IssueForm } from './issue-form';
import { PHASE_COLOR } from './issue-labels';
import './ipo.css';

function Facts({ issue }: { issue: AdminIpoIssue }) {
  const t = useT();
  const facts: [MessageKey, string, string?][] = [
    ['ipo.code', issue.code],
    ['ipo.applyCode', issue.apply_code],
    ['ipo.exchange', issue.exchange],
    ['ipo.issuePrice', issue.issue_price, 'ipo-fact-price'],
    ['ipo.pe', issue.pe],
    ['ipo.industryPe', issue.industry_pe],
    ['ipo.sector', issue.sector],
    ['ipo.issueQuantity', issue.issue_quantity.toLocaleString('en')],
    ['ipo.publicQty', issue.public_quantity.toLocaleString('en')],
    ['ipo.unitCap', t('ipo.unitCapValue', { unit: issue.unit_shares, cap: issue.max_shares_per_user.toLocaleString('en') })],
    ['ipo.subscription', `${formatDateTime(issue.subscribe_start)} → ${formatDateTime(issue.subscribe_end)}`],
    ['ipo.time.drawAt', formatDateTime(issue.draw_at)],
    ['ipo.time.payDeadline', formatDateTime(issue.pay_deadline)],
    ['ipo.time.listingAt', formatDateTime(issue.listing_at)],
    ['ipo.applicationsUnits', `${issue.applications} · ${issue.applied_units}`, 'ipo-fact-applications'],
    ['ipo.allocatedShares', issue.allocated_shares.toLocaleString('en'), 'ipo-fact-allocated'],
    ['ipo.paidForfeited', `${issue.paid_shares.toLocaleString('en')} · ${issue.forfeited_shares.toLocaleString('en')}`, 'ipo-fact-paid'],
    ['invites.created', issue.created_by ? t('common.by', { name: issue.created_by, at: formatDateTime(issue.created_at) }) : formatDateTime(issue.created_at)],
  ];
  return (
    <Card className="card">
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        {facts.map(([label, value, testId]) => (
          <Descriptions.Item key={label} label={t(label)}>
            <span data-testid={testId}>{value}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}

/** /ipo/:id — one issue: its facts and totals, the actions its state allows, and the draw data. */
export function IpoIssuePage() {
  const t = useT();
  const id = Number(useParams().id);
  const issue = useIssue(Number.isSafeInteger(id) ? id : 0);
  const draw = useRunDraw();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const i = issue.data;
  if (issue.error) return <ErrorMessage error={issue.error} testId="ipo-issue-error" />;
  if (!i) return <Card loading />;

  const beforeWindow = i.state === 'scheduled' && i.phase === 'upcoming';
  const beforeDraw = i.state === 'scheduled' || i.state === 'open';
  const windowClosed = beforeDraw && i.phase === 'closed';
  return (
    <section data-testid="ipo-issue" data-phase={i.phase} data-state={i.state}>
      <header className="page-header">
        <p className="small">
          <Link to="/ipo">← {t('nav.ipo')}</Link>
        </p>
        <h1>
          {i.name} <span className="muted">#{i.id}</span>{' '}
          <Tag color={PHASE_COLOR[i.phase]} data-testid="ipo-issue-phase">
            {t(`ipo.phase.${i.phase}`)}
          </Tag>
        </h1>
        {i.cancel_reason && <p data-testid="ipo-issue-cancel-reason">{t('ipo.cancelled', { reason: i.cancel_reason })}</p>}
      </header>
      <div className="ipo-actions">
        {beforeWindow && !editing && (
          <Button onClick={() => setEditing(true)} data-testid="ipo-edit">
            {t('ipo.edit')}
          </Button>
        )}
        {beforeDraw && (
          <Button danger onClick={() => setCancelling(true)} data-testid="ipo-cancel">
            {t('ipo.cancel.open')}
          </Button>
        )}
        {beforeDraw && (
          <Tooltip title={windowClosed ? t('ipo.draw.runHint') : t('ipo.draw.notYet')}>
            <Button type="primary" disabled={!windowClosed} loading={draw.isPending} onClick={() => draw.mutate(i.id)} data-testid="ipo-run-draw">
              {t('ipo.draw.run')}
            </Button>
          </Tooltip>
        )}
        {beforeDraw && !windowClosed && <span className="small muted">{t('ipo.draw.notYet')}</span>}
      </div>
      <ErrorMessage error={draw.error} testId="ipo-run-draw-error" />
      {editing && <IssueForm issue={i} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />}
      <Facts issue={i} />
      <DrawPanel issueId={i.id} />
      {cancelling && <CancelIssueDialog issue={i} onClose={() => setCancelling(false)} />}
    </section>
  );
}
