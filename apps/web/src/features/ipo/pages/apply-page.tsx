import type { IpoMine } from '@meridian/contract/ipo';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useOneClickApply } from '../api/apply.ts';
import { useOpenIssues } from '../api/get-open.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { QuotaCard } from '../components/quota-card.tsx';
import { ApplicationStateTag } from '../components/tags.tsx';
import '../ipo.css';
import { StockName } from '../../../components/stock-name.tsx';
import { confirm } from '../../../lib/dialog.ts';
import { formatCount, formatMoney } from '../../../lib/money.ts';

function OpenRow({ item }: { item: IpoMine }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { issue, application } = item;
  return (
    <List.Item
      data-testid="ipo-open-row"
      data-issue-id={issue.id}
      data-applied={application ? 'true' : 'false'}
      onClick={() => void navigate(`/shares/new-detail?id=${issue.id}`)}
      description={`${issue.code} · ${t('ipo.applicationCode')} ${issue.apply_code} · ${t('ipo.issuePrice')} ${formatMoney(issue.issue_price)}`}
      extra={
        application ? (
          <ApplicationStateTag state={application.state} />
        ) : (
          <span data-testid="ipo-open-quota">{t('ipo.quotaShares', { shares: formatCount(item.quota_shares) })}</span>
        )
      }
    >
      <StockName item={issue} />
    </List.Item>
  );
}

/** /apply — one-click apply for every open issue within my quota, or one application by code. */
export function ApplyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initialCode = useSearchParams()[0].get('code') ?? '';
  const open = useOpenIssues();
  const oneClick = useOneClickApply();
  const { busy, run } = useSubmission();
  const [formKey, setFormKey] = useState(0);
  const list = open.data?.list ?? [];
  const pending = list.filter((m) => !m.application && m.quota_shares > 0);

  const applyAll = async () => {
    const sure = await confirm({
      content: t('ipo.oneClickConfirm', { n: pending.length }),
      confirmText: t('ipo.oneClick'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    try {
      const result = await run({ oneClick: true }, (key) => oneClick.mutateAsync({ key }));
      toastSuccess(t('ipo.oneClickDone', { n: result.applied.length }));
    } catch {
      // The request client has shown the server's message.
    }
  };

  return (
    <div className="page">
      <PageHeader right={<HeaderLink to="/apply-record" label={t('common.records')} testId="apply-records-link" />} />
      <Section title={t('ipo.openNow')} testId="ipo-open">
        {!open.data ? <PageLoading inline /> : null}
        {open.data && list.length === 0 ? <p className="field-hint" data-testid="ipo-open-empty">{t('ipo.noOpen')}</p> : null}
        {list.length ? (
          <List>
            {list.map((item) => (
              <OpenRow key={item.issue.id} item={item} />
            ))}
          </List>
        ) : null}
        <p className="field-hint">{t('ipo.oneClickHint')}</p>
        <Button block color="primary" size="large" loading={busy} disabled={pending.length === 0} onClick={() => void applyAll()} data-testid="ipo-one-click">
          {t('ipo.oneClick')}
        </Button>
      </Section>
      <QuotaCard />
      <Section title={t('ipo.applyManual')}>
        <ApplyForm key={formKey} initialCode={initialCode} onApplied={() => setFormKey((k) => k + 1)} />
      </Section>
      <div className="form">
        <Button block onClick={() => void navigate('/apply-record')} data-testid="apply-go-records">
          {t('ipo.records')}
        </Button>
      </div>
    </div>
  );
}
