/**
 * The application form's own checks, for a message before sending; the server decides the same
 * and more (window, quota from holdings, one application per issue).
 */
export type ApplyProblem = { key: string; values?: Record<string, number> };

export function applyProblem(code: string, shares: string, issue?: { unit_shares: number; quota_shares: number }): ApplyProblem | undefined {
  if (!code.trim()) return { key: 'ipo.enterCode' };
  const n = shares.trim() === '' ? 0 : Number(shares.trim());
  if (!Number.isSafeInteger(n) || n <= 0) return { key: 'ipo.sharesZero' };
  if (!issue) return undefined;
  if (n % issue.unit_shares !== 0) return { key: 'ipo.sharesNotUnit', values: { unit: issue.unit_shares } };
  if (n > issue.quota_shares) return { key: 'ipo.overQuota', values: { max: issue.quota_shares } };
  return undefined;
}
