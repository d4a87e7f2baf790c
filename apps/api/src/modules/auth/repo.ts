import { and, desc, eq, gt, inArray, isNull, sql, count, ilike, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inviteCodes, sessions, users } from './tables.ts';

export type UserRow = typeof users.$inferSelect;
export type InviteRow = typeof inviteCodes.$inferSelect;

export const findUserByName = async (db: Db | Tx, username: string) =>
  (await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`))[0];

export const findUserById = async (db: Db | Tx, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];

export const lockInviteCode = async (tx: Tx, code: string) =>
  (await tx.select().from(inviteCodes).where(sql`upper(${inviteCodes.code}) = upper(${code})`).for('update'))[0];

export async function insertSession(
  db: Db,
  values: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date; ip: string; userAgent: string },
) {
  await db.insert(sessions).values(values);
}

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
}

/** Which of these sessions are still live (not revoked, not expired, user not disabled). */
export async function liveSessionIds(db: Db, ids: number[], now: Date): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.disabled, false)));
  return new Set(rows.map((r) => r.id));
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db | Tx, userId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function purgeSessions(db: Db, before: Date) {
  await db.delete(sessions).where(sql`${sessions.expiresAt} < ${before} OR ${sessions.revokedAt} < ${before}`);
}

export async function listUsers(db: Db, search: string, page: number, size: number) {
  const where = search
    ? or(ilike(users.username, `%${escapeLike(search)}%`), ilike(users.phone, `%${escapeLike(search)}%`))
    : undefined;
  const list = await db
    .select({ user: users, code: inviteCodes.code })
    .from(users)
    .leftJoin(inviteCodes, eq(inviteCodes.id, users.inviteCodeId))
    .where(where)
    .orderBy(desc(users.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { list, total: total?.n ?? 0 };
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
