import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '@meridian/contract/languages';
import type { TestApp } from '../../test/helper.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { approveForTest } from '../../test/identity-helpers.ts';
import { admin, form, identityTestApp, submit } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => ({ t, op } = await identityTestApp()));
afterAll(() => t.close());

describe('requireVerified', () => {
  it('throws IDENTITY_REQUIRED (403) with no submission, while pending and after a rejection', async () => {
    const a = await t.signUp();
    const expectRequired = async () => {
      const err = await t.services.identity.requireVerified(a.id).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'IDENTITY_REQUIRED', statusCode: 403 });
    };
    await expectRequired();
    const s = (await submit(t, a.token, form({ real_name: 'Zhou Xun' }))).json().data;
    await expectRequired();
    await admin(t, op, 'POST', `/${s.id}/reject`, { reason: 'Expired document' });
    await expectRequired();
    expect(await t.services.identity.verifiedName(a.id)).toBeUndefined();

    const again = (await submit(t, a.token, form({ real_name: 'Zhou Xun' }))).json().data;
    await admin(t, op, 'POST', `/${again.id}/approve`);
    expect(await t.services.identity.requireVerified(a.id)).toBe('Zhou Xun');
  });

  it('says so in every language, with the spec’s wording in English', () => {
    expect(translate('IDENTITY_REQUIRED', 'en')).toBe('Please go to the personal centre for real-name verification');
    expect(translate('IDENTITY_ALREADY_SUBMITTED', 'en')).toBe('Already submitted for review');
    const texts = LANGS.map((lang) => translate('IDENTITY_REQUIRED', lang));
    expect(new Set(texts).size).toBe(LANGS.length);
    for (const text of texts) expect(text.trim()).not.toBe('');
  });

  it('approveForTest gives a verified user in one line, through the service', async () => {
    const b = await t.signUp();
    await expect(t.services.identity.requireVerified(b.id)).rejects.toMatchObject({ code: 'IDENTITY_REQUIRED' });
    expect(await approveForTest(t, b.id, 'Zhao Wei')).toBe('Zhao Wei');
    expect(await t.services.identity.requireVerified(b.id)).toBe('Zhao Wei');
    expect(await t.services.identity.status(b.id)).toEqual({ state: 'approved', real_name: 'Zhao Wei' });
    // Several users in one app get distinct document numbers.
    const others = [await t.signUp(), await t.signUp(), await t.signUp()];
    for (const u of others) await approveForTest(t, u.id);
    for (const u of others) expect(await t.services.identity.verifiedName(u.id)).toBe('张三');
  });
});
