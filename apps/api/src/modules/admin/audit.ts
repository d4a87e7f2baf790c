import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditQuery } from '@meridian/contract/admin';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, operators } from './tables.ts';

export type AuditInput = { operatorId: number | null; action: AuditAction; target?: string; detail?: Record<string, unknown>; ip: string; at: Date };

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

/** The conditions of the audit log's filters (`auditQuery`), for the list and its count alike. */
function filtersOf(q: Omit<AuditQuery, 'page' | 'size'>): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  // An action's name, or its area: `funding` matches `funding.deposit.confirm` but not `fundingx`.
  if (q.action) where.push(or(eq(auditLog.action, q.action), sql`starts_with(${auditLog.action}, ${`${q.action}.`})`));
  if (q.operator) where.push(sql`lower(${operators.username}) = lower(${q.operator})`);
  if (q.target) where.push(eq(auditLog.target, q.target));
  if (q.from) where.push(gte(auditLog.createdAt, new Date(q.from)));
  if (q.to) where.push(lt(auditLog.createdAt, new Date(q.to)));
  return and(...where);
}

export async function listAudit(db: Db, { page, size, ...filters }: AuditQuery) {
  const where = filtersOf(filters);
  const rows = await db
    .select({ entry: auditLog, operator: operators.username })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(auditLog).leftJoin(operators, eq(operators.id, auditLog.operatorId)).where(where);
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
