import { useSupportUnread } from './api/get-support-unread';

/** The number of conversations waiting for an answer, beside "Support" in the navigation. */
export function SupportUnreadBadge() {
  const unread = useSupportUnread();
  const count = unread.data?.unread_threads ?? 0;
  if (count === 0) return null;
  return (
    <span className="count-badge" data-testid="support-unread-badge" aria-label={`${count} conversations unread`}>
      {count}
    </span>
  );
}
