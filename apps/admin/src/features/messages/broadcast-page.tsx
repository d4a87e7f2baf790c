import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BROADCAST_BODY_MAX, BROADCAST_TITLE_MAX } from '@meridian/contract/messages';
import { ErrorMessage } from '../../components/error-message';
import { useSendBroadcast } from './api/send-broadcast';

type Sent = { title: string; recipients: number };

/**
 * One message to every user's message centre. There is no per-user or per-group targeting on
 * purpose: the back office has no tool that treats one user differently from the others.
 */
export function BroadcastPage() {
  const send = useSendBroadcast();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = { title: title.trim(), body: body.trim() };
    const question =
      `Send “${message.title}” to EVERY user?\n\n` +
      'It appears at once in the message centre of every registered user, exactly as written, in every ' +
      'language. A sent message cannot be recalled or edited. The broadcast is recorded in the audit log.';
    if (!window.confirm(question)) return;
    setSent(null);
    send.mutate(message, {
      onSuccess: ({ recipients }) => {
        setSent({ title: message.title, recipients });
        setTitle('');
        setBody('');
      },
    });
  };

  return (
    <section>
      <header className="page-header">
        <h1>Messages</h1>
        <p className="muted">
          Write to every user at once. Broadcasts are recorded in the <Link to="/audit-log">audit log</Link>.
        </p>
      </header>
      <form className="card stack narrow" onSubmit={submit} aria-labelledby="broadcast-title-heading">
        <h2 id="broadcast-title-heading">Broadcast to all users</h2>
        <label className="field">
          <span>Title</span>
          <input
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            maxLength={BROADCAST_TITLE_MAX}
            placeholder="e.g. Maintenance on Sunday night"
            data-testid="broadcast-title"
          />
        </label>
        <label className="field">
          <span>Message</span>
          <textarea
            value={body}
            onChange={(event) => setBody(event.target.value)}
            required
            rows={8}
            maxLength={BROADCAST_BODY_MAX}
            placeholder="What every user should know"
            data-testid="broadcast-body"
          />
          <small className="muted">
            Plain text, {body.length} / {BROADCAST_BODY_MAX} characters. Shown as written in every language.
          </small>
        </label>
        <ErrorMessage error={send.error} testId="broadcast-error" />
        <div className="form-actions">
          <button
            type="submit"
            className="primary"
            disabled={send.isPending || title.trim() === '' || body.trim() === ''}
            data-testid="broadcast-send"
          >
            {send.isPending ? 'Sending…' : 'Send to every user'}
          </button>
          {sent && !send.isPending && (
            <span className="success" role="status" data-testid="broadcast-result" data-recipients={sent.recipients}>
              “{sent.title}” sent to {sent.recipients} {sent.recipients === 1 ? 'user' : 'users'}.
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
