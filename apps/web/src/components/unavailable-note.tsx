import { NoticeBar } from 'antd-mobile';
import { useTranslation } from '../lib/i18n.ts';

/** Says plainly that a form cannot be sent yet, beside its disabled submit button. */
export function UnavailableNote() {
  const { t } = useTranslation();
  return <NoticeBar className="unavailable-note" data-testid="unavailable-note" content={t('common.unavailable')} color="info" wrap />;
}
