import type { TestApp } from './helper.ts';
import { operators } from '../modules/admin/tables.ts';

/** The smallest valid PNG (1×1, transparent): enough for the magic-byte check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A valid 18-character resident ID with the given birth date (YYYYMMDD) and sequence, check digit included. */
export function makeIdCard(birth = '19900307', seq = Math.floor(Math.random() * 1000)): string {
  const body = `110105${birth}${String(seq).padStart(3, '0')}`;
  const sum = ID_CARD_WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

let serial = 0;
/** A resident ID no other call in this process has made: birth day and sequence come from a counter. */
export function uniqueIdCard(): string {
  serial += 1;
  const month = String((Math.floor(serial / 28) % 12) + 1).padStart(2, '0');
  const day = String((serial % 28) + 1).padStart(2, '0');
  return makeIdCard(`1985${month}${day}`, Math.floor(serial / 336) % 1000);
}

/** The first operator's id, made when there is none (decisions must name a real operator). */
async function anyOperatorId(t: TestApp): Promise<number> {
  const [found] = await t.ctx.db.select({ id: operators.id }).from(operators).limit(1);
  if (found) return found.id;
  await t.services.admin.ensureFirstOperator();
  const [made] = await t.ctx.db.select({ id: operators.id }).from(operators).limit(1);
  if (!made) throw new Error('no operator could be made');
  return made.id;
}

/**
 * Gives a user an approved identity in one line, through the service (not HTTP): submit with a
 * fresh resident ID and two tiny photos, then approve as an operator. Answers the real name.
 */
export async function approveForTest(t: TestApp, userId: number, realName = '张三'): Promise<string> {
  const submitted = await t.services.identity.submit(userId, {
    realName,
    idType: 'id_card',
    idNumber: uniqueIdCard(),
    front: { data: TINY_PNG },
    back: { data: TINY_JPEG },
  });
  if (submitted.id === null) throw new Error('identity submission made no row');
  await t.services.identity.approve(submitted.id, { operatorId: await anyOperatorId(t), ip: '127.0.0.1' });
  return realName;
}
