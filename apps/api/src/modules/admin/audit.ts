import { count, desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@meridian/contract/admin';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, operators } from './tables.ts';

export type AuditInput = { operatorId: number | null; action: string; target?: string; detail?: Record<string, unknown>; ip: string; at: Date };

/** Appends one line. Called inside the transaction of the action it records, so both land or neither. */
export async function audit(db: Db | Tx, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    target: entry.target ?? '',
    detail: entry.detail ?? {},
    ip: entry.ip,
    createdAt: entry.at,
  });
}

export async function listAudit(db: Db, page: number, size: number) {
  const rows = await db
    .select({ entry: auditLog, operator: operators.username })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .orderBy(desc(auditLog.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(auditLog);
  const list: AuditEntry[] = rows.map(({ entry, operator }) => ({
    id: entry.id,
    operator,
    action: entry.action,
    target: entry.target,
    detail: entry.detail,
    ip: entry.ip,
    created_at: entry.createdAt.toISOString(),
  }));
  return { list, total: total?.n ?? 0, page, size };
}
