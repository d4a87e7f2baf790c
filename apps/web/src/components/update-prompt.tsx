import { useTranslation } from '../lib/i18n.ts';
import { applyUpdate, usePwa } from '../lib/pwa.ts';

/** A new build is out and its service worker waits: offer to switch now (the page reloads). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const needRefresh = usePwa((s) => s.needRefresh);
  const asking = usePwa((s) => s.asking);
  if (!needRefresh || asking) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-live="polite" aria-label={t('update.title')} data-testid="update-prompt">
      <span>{t('update.title')}</span>
      <button type="button" className="update-prompt__later" onClick={() => usePwa.setState({ needRefresh: false })}>
        {t('update.later')}
      </button>
      <button type="button" className="update-prompt__reload" onClick={() => void applyUpdate()}>
        {t('account.reload')}
      </button>
    </div>
  );
}
