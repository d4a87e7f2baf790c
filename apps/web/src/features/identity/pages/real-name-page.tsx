import type { IdentityDetail } from '@meridian/contract/identity';
import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { useIdentityDetail } from '../../../lib/identity.ts';
import { IdentityForm } from '../components/identity-form.tsx';
import { PrivateImage } from '../components/private-image.tsx';
import '../identity.css';

const STATUS = { pending: 'waiting', approved: 'success', rejected: 'warning' } as const;

function Decided({ detail, onResubmit }: { detail: IdentityDetail & { state: 'pending' | 'approved' | 'rejected' }; onResubmit: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="identity-state" data-state={detail.state}>
      <Result
        className="identity-result"
        status={STATUS[detail.state]}
        title={<span data-testid="identity-state-title">{t(`identity.state.${detail.state}`)}</span>}
        description={
          detail.state === 'rejected' ? (
            <span data-testid="identity-reason">
              {t('common.labelled', { label: t('identity.reason') })}{detail.reason}
            </span>
          ) : (
            t(`identity.stateHint.${detail.state}`)
          )
        }
      />
      <FactList
        facts={[
          { label: 'identity.realName', value: <span data-testid="identity-detail-name">{detail.real_name}</span> },
          { label: 'identity.idType', value: detail.id_type ? t(detail.id_type === 'id_card' ? 'identity.idCard' : 'identity.passport') : undefined },
          { label: 'identity.idNumber', value: <span data-testid="identity-detail-number">{detail.id_number_masked}</span> },
          { label: 'identity.submittedAt', value: formatLocalTime(detail.submitted_at) },
          ...(detail.reviewed_at ? [{ label: 'identity.reviewedAt', value: formatLocalTime(detail.reviewed_at) }] : []),
        ]}
      />
      <Section title={t('identity.photos')}>
        <div className="upload-slots">
          <PrivateImage src={detail.front_url} alt={t('identity.front')} testId="identity-photo-front" />
          <PrivateImage src={detail.back_url} alt={t('identity.back')} testId="identity-photo-back" />
        </div>
        {detail.can_submit ? (
          <div className="form-actions">
            <Button block color="primary" size="large" data-testid="identity-resubmit" onClick={onResubmit}>
              {t('identity.resubmit')}
            </Button>
          </div>
        ) : null}
      </Section>
    </div>
  );
}

/** Real-name verification: the form (none, or resubmitting after a rejection) or the state of the newest submission. */
export function RealNamePage() {
  const { t } = useTranslation();
  const detail = useIdentityDetail();
  const [resubmitting, setResubmitting] = useState(false);
  const data = detail.data;
  const showForm = data && (data.state === 'none' || (data.state === 'rejected' && resubmitting));

  return (
    <div className="page">
      <PageHeader />
      {!data ? (
        <PageLoading inline reads={[detail]} />
      ) : showForm ? (
        <>
          <p className="notice" data-testid="identity-intro">
            {t('identity.intro')}
          </p>
          <IdentityForm key={data.id ?? 'new'} initialName={data.real_name ?? ''} />
        </>
      ) : data.state !== 'none' ? (
        <Decided detail={{ ...data, state: data.state }} onResubmit={() => setResubmitting(true)} />
      ) : null}
    </div>
  );
}
