import { useIdentitySummary } from './api/get-identity-summary';

/** Submissions waiting for a decision, beside "Identity" in the navigation. */
export function IdentityPendingBadge() {
  const summary = useIdentitySummary();
  const count = summary.data?.pending ?? 0;
  if (count === 0) return null;
  return (
    <span className="count-badge" data-testid="identity-pending-badge" aria-label={`${count} waiting for review`}>
      {count}
    </span>
  );
}
