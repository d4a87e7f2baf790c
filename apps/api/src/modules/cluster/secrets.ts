import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newFileKey } from '../../platform/sealed-files.ts';
import { clusterSecrets } from './tables.ts';

/** What is made when missing; the settings of the same names win over the stored values. */
const MAKERS = {
  RSA_PRIVATE_KEY: () => generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  QUICKPAY_WEBHOOK_SECRET: () => randomBytes(32).toString('hex'),
  FILE_ENCRYPTION_KEY: () => newFileKey(),
} as const;
type Name = keyof typeof MAKERS;

/**
 * The secrets every process of a cluster must share, from the settings when given, else from
 * the database, made and stored on first start. Call under the start-up lock, so that processes
 * started together agree on one value (the insert also keeps the first value should two race).
 */
export async function sharedSecrets(db: Db, given: Partial<Record<Name, string | undefined>>): Promise<Record<Name, string>> {
  const out = {} as Record<Name, string>;
  for (const name of Object.keys(MAKERS) as Name[]) {
    const set = given[name];
    if (set) {
      out[name] = set;
      continue;
    }
    out[name] = await storedSecret(db, name, MAKERS[name]);
  }
  return out;
}

/**
 * One secret from the database, made and stored on first use. Two processes making it at once
 * agree: the insert keeps the first value and both read that one back.
 */
export async function storedSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(clusterSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(clusterSecrets).where(eq(clusterSecrets.name, name));
  return row!.value;
}
