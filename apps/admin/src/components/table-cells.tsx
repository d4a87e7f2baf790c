import { Typography } from 'antd';
import { useT } from '../i18n/i18n';
import { formatDateTime } from '../lib/format';

/** A user in a table row: the username, and below it the verified name (or that there is none). */
export function UserCell({ user }: { user: { username: string; verified_name: string | null } }) {
  const t = useT();
  return (
    <>
      <div className="strong">{user.username}</div>
      <Typography.Text type="secondary" className="small">
        {user.verified_name ?? t('common.notVerified')}
      </Typography.Text>
    </>
  );
}

/** When a request was decided, and by which operator when the server names one; nothing while undecided. */
export function DecidedBy({ at, by }: { at: string | null; by: string | null }) {
  const t = useT();
  if (!at) return null;
  return <div className="muted small">{by ? t('common.by', { name: by, at: formatDateTime(at) }) : formatDateTime(at)}</div>;
}
