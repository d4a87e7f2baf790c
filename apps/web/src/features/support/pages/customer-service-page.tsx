import { useTranslation } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/session.ts';
import { SupportChat } from '../components/support-chat.tsx';

/**
 * /customerService and /cms/web. With a support URL in the config (kf_url, loaded by the guard)
 * the operator's support page is embedded; an empty URL means the built-in chat.
 */
export function CustomerServicePage() {
  const { t } = useTranslation();
  const kfUrl = useSession((s) => s.kfUrl);
  return (
    <div className="page page--chat">
      <PageHeader />
      {kfUrl ? <iframe className="support-frame" src={kfUrl} title={t('route.customerService')} data-testid="support-frame" /> : <SupportChat />}
    </div>
  );
}
