import { useState } from 'react';
import { Button, Card, Input } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useKfUrl } from './api/get-kf-url';
import { useSetKfUrl } from './api/set-kf-url';

const URL_MAX = 500;

/** Empty, or an https address; the server checks again and has the last word. */
function problemOf(value: string): MessageKey | null {
  if (value === '') return null;
  try {
    if (new URL(value).protocol === 'https:') return null;
  } catch {
    // Not a URL at all: same answer as a non-https one.
  }
  return 'support.kf.rule';
}

function KfUrlEditor({ saved }: { saved: string }) {
  const t = useT();
  const save = useSetKfUrl();
  const [draft, setDraft] = useState(saved);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const value = draft.trim();

  const submit = () => {
    const found = problemOf(value);
    setProblem(found);
    if (found === null) save.mutate({ kf_url: value }, { onSuccess: (result) => setDraft(result.kf_url) });
  };

  return (
    <form className="kf-url-form" onSubmit={(event) => (event.preventDefault(), submit())}>
      <div className="toolbar">
        <Input
          type="url"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={URL_MAX}
          placeholder={t('support.kf.placeholder')}
          aria-label={t('support.kf.title')}
          style={{ maxWidth: 480 }}
          data-testid="kf-url-input"
        />
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="kf-url-save">
          {t('common.save')}
        </Button>
        {save.isSuccess && value === saved && (
          <span className="success" role="status" data-testid="kf-url-saved">
            {t('support.kf.saved')}
          </span>
        )}
      </div>
      <ErrorMessage error={problem === null ? save.error : new Error(t(problem))} testId="kf-url-error" />
    </form>
  );
}

/**
 * Where the phone app's customer-service button leads. While a URL is set the app opens it and
 * users no longer start conversations in the inbox below.
 */
export function KfUrlSetting() {
  const t = useT();
  const current = useKfUrl();
  const saved = current.data?.kf_url;

  return (
    <Card className="card" title={t('support.kf.title')} data-testid="kf-url-setting">
      <p className="muted">
        {t('support.kf.current')}{' '}
        <strong data-testid="kf-url-current">{saved === undefined ? '…' : saved === '' ? t('support.kf.builtIn') : saved}</strong>. {t('support.kf.explain')}
      </p>
      <ErrorMessage error={current.error} />
      {/* Mounted once the value is known; a save then updates `saved` without remounting. */}
      {saved !== undefined && <KfUrlEditor saved={saved} />}
    </Card>
  );
}
