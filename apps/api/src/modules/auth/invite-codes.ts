import { randomBytes } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createInviteCodeBody, InviteCode } from '@meridian/contract/admin';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { inviteCodes } from './tables.ts';
import { lockInviteCode, type InviteRow } from './repo.ts';

export const toDto = (row: InviteRow, createdBy: string | null): InviteCode => ({
  id: row.id,
  code: row.code,
  note: row.note,
  max_uses: row.maxUses,
  used_count: row.usedCount,
  expires_at: row.expiresAt?.toISOString() ?? null,
  disabled_at: row.disabledAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  created_by: createdBy,
});

/** Claims one use of a code inside the registration transaction; the row lock serialises racing sign-ups. */
export async function claimInviteCode(tx: Tx, code: string, now: Date): Promise<InviteRow> {
  const row = await lockInviteCode(tx, code.trim());
  if (!row || row.disabledAt) throw new AppError('INVITE_CODE_INVALID');
  if (row.expiresAt && row.expiresAt <= now) throw new AppError('INVITE_CODE_EXPIRED');
  if (row.usedCount >= row.maxUses) throw new AppError('INVITE_CODE_USED_UP');
  await tx.update(inviteCodes).set({ usedCount: row.usedCount + 1 }).where(eq(inviteCodes.id, row.id));
  return row;
}

export async function createInviteCode(
  tx: Tx,
  input: z.infer<typeof createInviteCodeBody>,
  operator: { id: number; username: string },
  now: Date,
): Promise<InviteCode> {
  const code = input.code ?? randomBytes(6).toString('base64url').replace(/[^A-Za-z0-9]/g, 'X').toUpperCase();
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt <= now) throw new AppError('VALIDATION_FAILED', { fields: 'expires_at' });
  const taken = await tx.select({ id: inviteCodes.id }).from(inviteCodes).where(sql`upper(${inviteCodes.code}) = upper(${code})`);
  if (taken.length) throw new AppError('INVITE_CODE_TAKEN');
  const [row] = await tx
    .insert(inviteCodes)
    .values({ code, note: input.note, maxUses: input.max_uses, expiresAt, createdBy: operator.id, createdAt: now })
    .returning();
  return toDto(row!, operator.username);
}

export async function disableInviteCode(tx: Tx, id: number, now: Date): Promise<InviteRow> {
  const [row] = await tx
    .update(inviteCodes)
    .set({ disabledAt: sql`coalesce(${inviteCodes.disabledAt}, ${now})` })
    .where(eq(inviteCodes.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listInviteCodes(db: Db, page: number, size: number, operatorName: (id: number | null) => Promise<string | null>) {
  const rows = await db.select().from(inviteCodes).orderBy(desc(inviteCodes.id)).limit(size).offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(inviteCodes);
  const list = await Promise.all(rows.map(async (r) => toDto(r, await operatorName(r.createdBy))));
  return { list, total: total?.n ?? 0, page, size };
}

/** Seeds a code unless one with that text exists (demo start-up and tests). */
export async function ensureInviteCode(db: Db, code: string, maxUses: number, note: string): Promise<void> {
  await db.insert(inviteCodes).values({ code, maxUses, note }).onConflictDoNothing();
}
