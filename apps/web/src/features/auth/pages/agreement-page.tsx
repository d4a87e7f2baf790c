import { NoticeBar } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useConfig } from '../../../lib/config.ts';

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10'] as const;

/** The terms of use (spec §1). The version shown is the one the server publishes and register records. */
export function AgreementPage() {
  const { t } = useTranslation();
  const config = useConfig();
  return (
    <div className="page">
      <PageHeader />
      {config.data?.simulated ? <NoticeBar content={t('agreement.simulatedNow')} color="alert" wrap data-testid="agreement-simulated" /> : null}
      <article className="agreement">
        <p className="agreement-meta" data-testid="agreement-version">
          {config.data ? t('agreement.version', { version: config.data.agreement_version }) : '\u00a0'}
        </p>
        <p>{t('agreement.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h2>{t(`agreement.${section}Title`)}</h2>
            <p>{t(`agreement.${section}Body`)}</p>
          </section>
        ))}
      </article>
    </div>
  );
}
