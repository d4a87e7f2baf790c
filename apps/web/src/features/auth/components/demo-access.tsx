import type { PublicConfig } from '@meridian/contract/config';
import { useConfig } from '../../../lib/config.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export type DemoAccess = NonNullable<PublicConfig['demo_access']>;

/**
 * Demo mode only: how to get in, where a person trying the app looks for it. Under a short line
 * that unfolds: on the login screen the demo account (with a button that fills it in), on the
 * register screen the open invitation code. Nothing is shown when the server is not in demo mode.
 */
export function DemoAccessNote({ screen, onFill }: { screen: 'login' | 'register'; onFill: (access: DemoAccess) => void }) {
  const { t } = useTranslation();
  const access = useConfig().data?.demo_access;
  if (!access) return null;
  const text =
    screen === 'login'
      ? t('auth.demoLogin', { username: access.username, password: access.password, pin: access.pay_password })
      : t('auth.demoInvite', { code: access.invite_code });
  // Folded to one short line: unfolded, the note would be the screen's largest text, painted only
  // once the config has arrived, and so the page's largest paint would always wait for it.
  return (
    <details className="demo-access" data-testid="demo-access">
      <summary className="link" data-testid="demo-access-open">
        {t('auth.demoTitle')}
      </summary>
      <p className="notice notice--warn">
        <span>{text}</span>{' '}
        <button type="button" className="link" data-testid="demo-access-fill" onClick={() => onFill(access)}>
          {t('auth.demoFill')}
        </button>
      </p>
    </details>
  );
}
