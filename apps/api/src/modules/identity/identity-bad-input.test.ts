import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIdCard } from '@meridian/contract/identity';
import type { TestApp } from '../../test/helper.ts';
import { TINY_PNG, makeIdCard } from '../../test/identity-helpers.ts';
import { detail, form, identityTestApp, multipart, storedImages, submissionCount, submit, type Form } from './test-support.ts';

let t: TestApp;
let user: Awaited<ReturnType<TestApp['signUp']>>;
// A small limit so that "too large" is cheap to test.
beforeAll(async () => {
  ({ t } = await identityTestApp({ IDENTITY_IMAGE_MAX_BYTES: '4096' }));
  user = await t.signUp();
});
afterAll(() => t.close());

async function expectRefused(overrides: Form, status: number, error: string) {
  const res = await submit(t, user.token, form(overrides));
  expect(res.statusCode, `${JSON.stringify(overrides).slice(0, 120)} → ${res.body}`).toBe(status);
  expect(res.json()).toMatchObject({ data: null, error });
  return res;
}

const valid = makeIdCard('19880512', 123);
const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');

describe('bad document numbers and bad files', () => {
  it('knows the published sample resident ID and the MOD 11-2 rule', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('110105194912310021')).toBe(false);
    expect(isValidIdCard(valid)).toBe(true);
  });

  it('refuses resident IDs with a wrong check digit, an impossible or future birth date, or a wrong length', async () => {
    await expectRefused({ id_number: wrongCheck }, 400, 'IDENTITY_NUMBER_INVALID');
    await expectRefused({ id_number: makeIdCard('19900230', 5) }, 400, 'IDENTITY_NUMBER_INVALID'); // 30 February
    await expectRefused({ id_number: makeIdCard('19901301', 5) }, 400, 'IDENTITY_NUMBER_INVALID'); // month 13
    await expectRefused({ id_number: makeIdCard('20990101', 5) }, 400, 'IDENTITY_NUMBER_INVALID'); // not born yet
    await expectRefused({ id_number: makeIdCard('18990101', 5) }, 400, 'IDENTITY_NUMBER_INVALID');
    await expectRefused({ id_number: valid.slice(0, 17) }, 400, 'IDENTITY_NUMBER_INVALID');
    await expectRefused({ id_number: `${valid}1` }, 400, 'IDENTITY_NUMBER_INVALID');
    await expectRefused({ id_number: `${valid.slice(0, 10)}AB${valid.slice(12)}` }, 400, 'IDENTITY_NUMBER_INVALID');
    // A passport number is not a resident ID, and the other way round.
    await expectRefused({ id_number: 'E12345678' }, 400, 'IDENTITY_NUMBER_INVALID');
    await expectRefused({ id_type: 'passport', id_number: valid }, 400, 'IDENTITY_NUMBER_INVALID');
    await expectRefused({ id_type: 'passport', id_number: 'E1234' }, 400, 'IDENTITY_NUMBER_INVALID');
    await expectRefused({ id_type: 'passport', id_number: 'E1234-567' }, 400, 'IDENTITY_NUMBER_INVALID');
    const res = await expectRefused({ id_number: wrongCheck }, 400, 'IDENTITY_NUMBER_INVALID');
    expect(res.json().msg).toBe('The document number is not valid');
  });

  it('refuses missing or malformed text fields', async () => {
    await expectRefused({ id_number: undefined }, 400, 'VALIDATION_FAILED');
    await expectRefused({ id_type: 'driving_licence' }, 400, 'VALIDATION_FAILED');
    for (const real_name of ['', 'A', 'R2D2', 'x'.repeat(51), '<b>Li</b>', 'Li_Lei', '-Li']) {
      const res = await expectRefused({ real_name }, 400, 'VALIDATION_FAILED');
      expect(res.json().msg).toContain('real_name');
    }
  });

  it('judges the photos by their bytes, not their names, and refuses missing, empty or oversized ones', async () => {
    let res = await expectRefused({ front: GIF }, 415, 'FILE_TYPE');
    expect(res.json().msg).toBe('Upload failed: only JPEG, PNG or WebP images are accepted');
    await expectRefused({ back: PDF }, 415, 'FILE_TYPE');
    res = await expectRefused({ back: Buffer.concat([TINY_PNG, Buffer.alloc(5000)]) }, 413, 'FILE_TOO_LARGE');
    expect(res.json().msg).toContain('Upload failed');
    await expectRefused({ front: null }, 400, 'FILE_REQUIRED');
    await expectRefused({ back: null }, 400, 'FILE_REQUIRED');
    await expectRefused({ front: Buffer.alloc(0) }, 400, 'FILE_REQUIRED');

    // A third file, or one under another name, is not accepted either.
    const extra = multipart([...form(), { name: 'selfie', filename: 's.png', type: 'image/png', data: TINY_PNG }]);
    const third = await t.app.inject({ method: 'POST', url: '/api/identity/submit', payload: extra.body, headers: { 'content-type': extra.contentType, token: user.token } });
    expect(third.statusCode).toBeGreaterThanOrEqual(400);
    expect(third.statusCode).toBeLessThan(500);

    // Not a form at all.
    const json = await t.app.inject({ method: 'POST', url: '/api/identity/submit', payload: { real_name: 'Li Lei' }, headers: { token: user.token } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('stored nothing for any of the refused attempts', async () => {
    expect((await storedImages(t))).toEqual([]);
    expect(await submissionCount(t)).toBe(0);
    expect((await detail(t, user.token)).json().data.state).toBe('none');
    // And a correct form still goes through afterwards.
    expect((await submit(t, user.token, form({ id_number: valid }))).statusCode).toBe(200);
    expect((await storedImages(t))).toHaveLength(2);
  });

  it('needs a session', async () => {
    const res = await submit(t, 'not-a-token', form());
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/authenticationDetail' })).statusCode).toBe(401);
  });
});
