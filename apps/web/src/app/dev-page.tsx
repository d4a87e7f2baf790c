import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { PageHeader } from '../components/page-header.tsx';
import { Section } from '../components/section.tsx';
import { isRequestFailure, post } from '../lib/request.ts';

type Outcome = { first: string; second: string };

// A path no server module answers: the first call shows what the server says, the second never leaves.
const PROBE_URL = '/api/dev/duplicate-probe';

function describe(result: PromiseSettledResult<unknown>, sent: string, rejected: string): string {
  if (result.status === 'fulfilled') return sent;
  const reason: unknown = result.reason;
  return isRequestFailure(reason) ? `${reason.kind === 'duplicate' ? rejected : sent} (${reason.kind}): ${reason.message}` : sent;
}

/** /test and /demo: build facts and a live demonstration of the duplicate-submit rule. */
export function DevPage() {
  const { t, i18n } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>();

  const fireTwice = async () => {
    const body = { probe: 'duplicate', at: Date.now() };
    const [first, second] = await Promise.allSettled([post(PROBE_URL, body), post(PROBE_URL, body)]);
    setOutcome({
      first: describe(first, t('dev.sent'), t('dev.rejected')),
      second: describe(second, t('dev.sent'), t('dev.rejected')),
    });
  };

  return (
    <div className="page">
      <PageHeader />
      <List>
        <List.Item extra={<code data-testid="dev-build-id">{__BUILD_ID__}</code>}>{t('dev.buildId')}</List.Item>
        <List.Item extra={<code data-testid="dev-version">{__APP_VERSION__}</code>}>{t('dev.version')}</List.Item>
        <List.Item extra={<code data-testid="dev-lang">{i18n.language}</code>}>{t('dev.language')}</List.Item>
      </List>
      <Section>
        <Button block color="primary" data-testid="dev-duplicate" onClick={() => void fireTwice()}>
          {t('dev.duplicateTest')}
        </Button>
        {outcome ? (
          <dl className="dev-outcome" data-testid="dev-duplicate-result">
            <dt>{t('dev.firstRequest')}</dt>
            <dd data-testid="dev-duplicate-first">{outcome.first}</dd>
            <dt>{t('dev.secondRequest')}</dt>
            <dd data-testid="dev-duplicate-second">{outcome.second}</dd>
          </dl>
        ) : null}
      </Section>
    </div>
  );
}
