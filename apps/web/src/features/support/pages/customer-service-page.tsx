import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Section } from '../../../components/section.tsx';
import { useSession } from '../../../lib/session.ts';

/**
 * /customerService and /cms/web. With a support URL in the config (kf_url, loaded by the guard)
 * the operator's support page is embedded. An empty URL stands for the built-in support chat,
 * which the server does not offer yet, so the screen says so.
 */
export function CustomerServicePage() {
  const { t } = useTranslation();
  const kfUrl = useSession((s) => s.kfUrl);
  return (
    <div className="page">
      <PageHeader />
      {kfUrl ? (
        <iframe className="support-frame" src={kfUrl} title={t('route.customerService')} data-testid="support-frame" />
      ) : (
        <Section>
          <p className="notice">{t('support.none')}</p>
          <EmptyState />
        </Section>
      )}
    </div>
  );
}
