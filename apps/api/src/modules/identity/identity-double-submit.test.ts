import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { detail, form, identityTestApp, storedImages, submissionCount, submit } from './test-support.ts';

let t: TestApp;
beforeAll(async () => ({ t } = await identityTestApp()));
afterAll(() => t.close());

describe('a second submission while one is pending', () => {
  it('answers "Already submitted for review" and stores nothing more', async () => {
    const a = await t.signUp();
    const first = await submit(t, a.token, form());
    expect(first.statusCode).toBe(200);
    const files = (await storedImages(t)).length;

    const second = await submit(t, a.token, form({ real_name: 'Someone Else' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 409, msg: 'Already submitted for review', data: null, error: 'IDENTITY_ALREADY_SUBMITTED' });
    const zh = await submit(t, a.token, form(), { lang: 'zh_cn' });
    expect(zh.json().msg).toBe('已提交审核');

    expect((await storedImages(t))).toHaveLength(files);
    expect(await submissionCount(t)).toBe(1);
    expect((await detail(t, a.token)).json().data).toMatchObject({ id: first.json().data.id, real_name: '王小明' });
  });

  it('lets exactly one of two simultaneous submissions through and leaves no stray photos', async () => {
    const b = await t.signUp();
    const before = (await storedImages(t)).length;
    const results = await Promise.all([submit(t, b.token, form()), submit(t, b.token, form()), submit(t, b.token, form())]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error).toBe('IDENTITY_ALREADY_SUBMITTED');
    expect((await storedImages(t))).toHaveLength(before + 2);
  });

  it('answers a retried request with the same Idempotency-Key with the first answer', async () => {
    const c = await t.signUp();
    const parts = form();
    const first = await submit(t, c.token, parts, { 'idempotency-key': 'identity-submit-0001' });
    const retry = await submit(t, c.token, parts, { 'idempotency-key': 'identity-submit-0001' });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });
});
