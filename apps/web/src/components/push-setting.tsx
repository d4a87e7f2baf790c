import { List, Switch } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { disablePush, enablePush, isPushOn, pushSupported } from '../lib/push.ts';
import { toast, toastFail } from '../lib/toast.ts';

/** Settings row: notifications on this device (asks the browser's permission when switched on). */
export function PushSetting() {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();

  useEffect(() => {
    let live = true;
    void isPushOn().then((value) => {
      if (live) setOn(value);
    });
    return () => {
      live = false;
    };
  }, []);

  const change = async (next: boolean) => {
    setBusy(true);
    try {
      if (!next) {
        await disablePush();
        setOn(false);
        return toast(t('push.off'));
      }
      const outcome = await enablePush();
      setOn(outcome === 'on');
      if (outcome === 'on') toast(t('push.on'));
      else toastFail(t(outcome === 'denied' ? 'push.denied' : 'push.unsupported'));
    } catch {
      // The request client has said what went wrong.
      setOn(await isPushOn());
    } finally {
      setBusy(false);
    }
  };

  return (
    <List.Item
      data-testid="setting-push"
      description={supported ? undefined : t('push.unsupported')}
      extra={
        <Switch
          checked={on}
          loading={busy}
          disabled={!supported}
          aria-label={t('push.title')}
          data-testid="setting-push-switch"
          onChange={(next) => void change(next)}
        />
      }
    >
      {t('push.title')}
    </List.Item>
  );
}
