import { useTranslation } from '../../../lib/i18n.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API outside a secure context: the old way still works on most phones.
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/** A labelled value with a copy button, for the details a user types into their bank's app. */
export function CopyRow({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="copy-row">
      <span className="copy-row-label">{label}</span>
      <span className={strong ? 'copy-row-value copy-row-value--strong' : 'copy-row-value'} data-testid={testId}>
        {value}
      </span>
      <button
        type="button"
        className="link"
        data-testid={`${testId}-copy`}
        onClick={() => void copyText(value).then((ok) => (ok ? toastSuccess(t('funding.copied')) : toast(t('funding.copyFailed'))))}
      >
        {t('funding.copy')}
      </button>
    </div>
  );
}
