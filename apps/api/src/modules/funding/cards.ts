import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { checkIban } from './iban.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { bankCards, withdrawals } from './tables.ts';
import { toCard } from './views.ts';
import type { FundingDeps } from './deps.ts';

/**
 * Names compared the way people write them: Unicode-normalised (full-width letters become
 * plain ones), case ignored, and spaces and the middle dots of transliterated names ignored
 * ("张 三" = "张三", "anna  MÜLLER" = "Anna Müller", "阿不都·热合曼" = "阿不都热合曼").
 */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').replace(/[\s\u00b7\u30fb\u2022]+/g, '').toLocaleLowerCase('en');
}

/** Namespace of the per-user advisory lock that serialises binding (count limit, duplicates). */
const CARD_LOCK = 7301;

export async function lockUserCards(tx: Tx, userId: number): Promise<void> {
  // The two-int form takes int4: larger ids wrap, which only ever makes two users share a lock.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CARD_LOCK}::int, (${userId} % 2147483647)::int)`);
}

export function createCards(ctx: Ctx, deps: FundingDeps) {
  const { db, clock, config } = ctx;

  async function list(userId: number) {
    const rows = await db
      .select()
      .from(bankCards)
      .where(and(eq(bankCards.userId, userId), isNull(bankCards.unboundAt)))
      .orderBy(asc(bankCards.id));
    return { list: rows.map(toCard), max: config.MAX_BANK_CARDS };
  }

  /** Binds an IBAN in the verified holder's name; at most MAX_BANK_CARDS at once, each IBAN once. */
  async function bind(userId: number, input: { bank: string; branch: string; holder: string; iban: string }) {
    const realName = await deps.identity.requireVerified(userId);
    if (normaliseName(input.holder) !== normaliseName(realName)) throw new AppError('BANK_HOLDER_MISMATCH');
    const iban = checkIban(input.iban);
    if (!iban.ok) throw new AppError('IBAN_INVALID');
    try {
      return await db.transaction(async (tx) => {
        await lockUserCards(tx, userId);
        const bound = and(eq(bankCards.userId, userId), isNull(bankCards.unboundAt));
        const [n] = await tx.select({ n: count() }).from(bankCards).where(bound);
        const [same] = await tx.select({ id: bankCards.id }).from(bankCards).where(and(bound, eq(bankCards.iban, iban.iban)));
        if (same) throw new AppError('BANK_CARD_DUPLICATE');
        if ((n?.n ?? 0) >= config.MAX_BANK_CARDS) throw new AppError('BANK_CARD_LIMIT', { max: config.MAX_BANK_CARDS });
        const [row] = await tx
          .insert(bankCards)
          .values({ userId, bank: input.bank, branch: input.branch, holder: input.holder.trim(), iban: iban.iban, country: iban.country, createdAt: clock.now() })
          .returning();
        return toCard(row!);
      });
    } catch (err) {
      // The partial unique index is the last word if two binds of one IBAN ever got past the lock.
      if (isUniqueViolation(err)) throw new AppError('BANK_CARD_DUPLICATE');
      throw err;
    }
  }

  /** Soft unbind: the row stays for the records that name it. Not while a withdrawal to it is pending. */
  async function unbind(userId: number, cardId: number) {
    return db.transaction(async (tx) => {
      // The card row lock orders this against a withdrawal being created to the same card.
      const [card] = await tx
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId), isNull(bankCards.unboundAt)))
        .for('update');
      if (!card) throw new AppError('NOT_FOUND');
      const [pending] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.cardId, cardId), eq(withdrawals.state, 'pending')))
        .limit(1);
      if (pending) throw new AppError('BANK_CARD_IN_USE');
      const [row] = await tx.update(bankCards).set({ unboundAt: clock.now() }).where(eq(bankCards.id, cardId)).returning();
      return toCard(row!);
    });
  }

  return { list, bind, unbind };
}
