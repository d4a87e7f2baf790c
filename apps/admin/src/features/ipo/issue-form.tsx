import { Button, Card, Form, Input, Typography } from 'antd';
import type { AdminIpoIssue } from '@meridian/contract/ipo';
import { ErrorMessage } from '../../components/error-message';
import { useDraft } from '../../lib/use-draft';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useInstrument } from './api/find-instrument';
import { useServerNow } from './api/get-server-now';
import { useSaveIssue, type SaveIssueResult } from './api/save-issue';
import { bodyOf, draftOf, EMPTY_DRAFT, TIME_FIELDS, toLocalInput, typicalTimes, type Draft } from './issue-draft';

type Props = {
  /** Given: edit this issue (only before its window opens). */
  issue?: AdminIpoIssue;
  onSaved: (result: SaveIssueResult) => void;
  onCancel: () => void;
};

/** What the typed stock code names in the market data: an issue must list under a known stock. */
function InstrumentHint({ code }: { code: string }) {
  const t = useT();
  const found = useInstrument(code);
  if (!/^\d{6}$/.test(code)) return <span className="small muted">{t('ipo.form.codeHint')}</span>;
  if (found.isPending) return <span className="small muted">{t('ipo.form.lookingUp')}</span>;
  if (!found.data)
    return (
      <Typography.Text type="warning" className="small" data-testid="ipo-form-code-unknown">
        {t('ipo.form.codeUnknown')}
      </Typography.Text>
    );
  return (
    <span className="small" data-testid="ipo-form-instrument">
      {found.data.name} · {found.data.exchange} · {found.data.industry}
    </span>
  );
}

const FIELDS = [
  { key: 'applyCode', label: 'ipo.applyCode', placeholder: '780868', maxLength: 6, testId: 'ipo-form-apply-code' },
  { key: 'name', label: 'ipo.form.name', maxLength: 60, testId: 'ipo-form-name' },
  { key: 'issuePrice', label: 'ipo.issuePrice', placeholder: '12.34', decimal: true, testId: 'ipo-form-price' },
  { key: 'pe', label: 'ipo.pe', placeholder: '22.98', decimal: true, testId: 'ipo-form-pe' },
  { key: 'industryPe', label: 'ipo.industryPe', placeholder: '30.15', decimal: true, testId: 'ipo-form-industry-pe' },
  { key: 'sector', label: 'ipo.sector', maxLength: 60, testId: 'ipo-form-sector' },
  { key: 'issueQuantity', label: 'ipo.form.issueQuantity', whole: true, testId: 'ipo-form-issue-quantity' },
  { key: 'publicQuantity', label: 'ipo.form.publicQuantity', whole: true, testId: 'ipo-form-public-quantity' },
  { key: 'cap', label: 'ipo.form.cap', whole: true, testId: 'ipo-form-cap' },
] as const satisfies readonly { key: keyof Draft; label: MessageKey; testId: string; placeholder?: string; maxLength?: number; decimal?: boolean; whole?: boolean }[];

/**
 * Creates or edits an issue. A new issue is a proposal, published when a second markets operator
 * approves it; an edit before the window opens is saved at once. Unit size comes from the
 * exchange (1,000 shares in Shanghai, 500 in Shenzhen by default); the public quantity and the
 * per-user cap must be whole units.
 */
export function IssueForm({ issue, onSaved, onCancel }: Props) {
  const t = useT();
  const save = useSaveIssue();
  const serverNow = useServerNow();
  const { draft, setDraft, field, problem, check } = useDraft(() => (issue ? draftOf(issue) : EMPTY_DRAFT), bodyOf);

  const submit = () => {
    const body = check();
    if (body) save.mutate({ ...(issue ? { id: issue.id } : {}), body }, { onSuccess: onSaved });
  };

  return (
    <Card className="card" title={issue ? t('ipo.form.editTitle', { id: issue.id }) : t('ipo.form.newTitle')}>
      <Form layout="vertical" onFinish={submit} data-testid="ipo-form">
        {!issue && <p className="muted" data-testid="ipo-form-proposal-notice">{t('ipo.form.proposalNotice')}</p>}
        <div className="form-grid">
          <Form.Item label={t('ipo.code')} extra={<InstrumentHint code={draft.code.trim()} />}>
            <Input {...field('code')} maxLength={6} autoComplete="off" placeholder="601868" data-testid="ipo-form-code" />
          </Form.Item>
          {FIELDS.map((f) => (
            <Form.Item key={f.key} label={t(f.label)}>
              <Input
                {...field(f.key)}
                maxLength={'maxLength' in f ? f.maxLength : undefined}
                placeholder={'placeholder' in f ? f.placeholder : undefined}
                inputMode={'decimal' in f ? 'decimal' : 'whole' in f ? 'numeric' : undefined}
                type={'whole' in f ? 'number' : 'text'}
                min={'whole' in f ? 1 : undefined}
                autoComplete="off"
                data-testid={f.testId}
              />
            </Form.Item>
          ))}
        </div>
        <p className="small muted" data-testid="ipo-form-server-time">
          {t('ipo.form.serverTime', { now: toLocalInput(serverNow()).replace('T', ' ') })}
        </p>
        <div className="ipo-form-times">
          {TIME_FIELDS.map(([key, label]) => (
            <Form.Item key={key} label={t('ipo.form.localTime', { label: t(label) })}>
              <Input {...field(key)} type="datetime-local" data-testid={`ipo-form-${key}`} />
            </Form.Item>
          ))}
        </div>
        <ErrorMessage error={problem === null ? save.error : new Error(t(problem))} testId="ipo-form-error" />
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="ipo-form-submit">
            {issue ? t('ipo.form.save') : t('ipo.form.propose')}
          </Button>
          <Button onClick={() => setDraft((d) => ({ ...d, ...typicalTimes(serverNow()) }))} data-testid="ipo-form-typical-times">
            {t('ipo.form.typicalTimes')}
          </Button>
          <Button onClick={onCancel} data-testid="ipo-form-cancel">
            {t('common.close')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
