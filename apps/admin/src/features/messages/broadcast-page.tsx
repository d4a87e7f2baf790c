import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Form, Input, Modal } from 'antd';
import { BROADCAST_BODY_MAX, BROADCAST_TITLE_MAX } from '@meridian/contract/messages';
import { ErrorMessage } from '../../components/error-message';
import { useT } from '../../i18n/i18n';
import { useSendBroadcast } from './api/send-broadcast';

type Sent = { title: string; recipients: number };

/**
 * One message to every user's message centre. There is no per-user or per-group targeting on
 * purpose: the back office has no tool that treats one user differently from the others.
 */
export function BroadcastPage() {
  const t = useT();
  const send = useSendBroadcast();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [confirming, setConfirming] = useState(false);

  const message = { title: title.trim(), body: body.trim() };
  const dispatch = () => {
    setSent(null);
    send.mutate(message, {
      onSuccess: ({ recipients }) => {
        setConfirming(false);
        setSent({ title: message.title, recipients });
        setTitle('');
        setBody('');
      },
    });
  };

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.messages')}</h1>
        <p className="muted">
          {t('messages.explain')} <Link to="/audit-log">{t('nav.auditLog')}</Link>
        </p>
      </header>
      <Card className="card narrow" title={t('messages.title')}>
        <Form layout="vertical" onFinish={() => setConfirming(true)}>
          <Form.Item label={t('news.title')}>
            <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={BROADCAST_TITLE_MAX} placeholder={t('messages.titlePlaceholder')} data-testid="broadcast-title" />
          </Form.Item>
          <Form.Item label={t('messages.body')} help={t('messages.bodyHint', { n: body.length, max: BROADCAST_BODY_MAX })}>
            <Input.TextArea value={body} onChange={(event) => setBody(event.target.value)} rows={8} maxLength={BROADCAST_BODY_MAX} placeholder={t('messages.bodyPlaceholder')} data-testid="broadcast-body" />
          </Form.Item>
          <ErrorMessage error={send.isPending || confirming ? null : send.error} testId="broadcast-error" />
          <div className="form-actions">
            <Button type="primary" danger htmlType="submit" disabled={message.title === '' || message.body === ''} data-testid="broadcast-send">
              {t('messages.send')}
            </Button>
            {sent && !send.isPending && (
              <span className="success" role="status" data-testid="broadcast-result" data-recipients={sent.recipients}>
                {t('messages.sent', { title: sent.title, n: sent.recipients })}
              </span>
            )}
          </div>
        </Form>
      </Card>
      <Modal
        open={confirming}
        title={t('messages.confirmTitle', { title: message.title })}
        okText={t('messages.send')}
        okButtonProps={{ danger: true, loading: send.isPending, ...({ 'data-testid': 'broadcast-confirm' } as Record<string, string>) }}
        cancelText={t('common.cancel')}
        onOk={dispatch}
        onCancel={() => (setConfirming(false), send.reset())}
        destroyOnHidden
      >
        <p>{t('messages.confirmExplain')}</p>
        <ErrorMessage error={send.error} testId="broadcast-confirm-error" />
      </Modal>
    </section>
  );
}
