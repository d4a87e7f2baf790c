import { AGREEMENT_VERSION } from '@meridian/contract/config';
import type { Db } from '../client.ts';
import { users } from '../../modules/auth/tables.ts';
import { ensureInviteCode } from '../../modules/auth/invite-codes.ts';
import { findUserByName } from '../../modules/auth/repo.ts';
import { hashSecret } from '../../platform/passwords.ts';

export const DEMO_USER = { username: 'demo', password: 'Demo@1234', phone: '+8613800000000' } as const;
export const DEMO_INVITE_CODE = 'WELCOME';
/** The demo user's trading password (set by `demo-account.ts`), printed in the start-up banner. */
export const DEMO_PAY_PASSWORD = '246810';

/** Demo mode's starting data: an invitation code and a user to log in with. Safe to run on every start. */
export async function seedDemo(db: Db, now: Date): Promise<void> {
  await ensureInviteCode(db, DEMO_INVITE_CODE, 1_000_000, 'Demo mode: open invitation');
  if (await findUserByName(db, DEMO_USER.username)) return;
  await db
    .insert(users)
    .values({
      username: DEMO_USER.username,
      phone: DEMO_USER.phone,
      passwordHash: await hashSecret(DEMO_USER.password),
      lang: 'en',
      agreementVersion: AGREEMENT_VERSION,
      agreedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
}
