import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorTestApp, TEST_OPERATOR } from '../../test/operator-helpers.ts';
import type { TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await operatorTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_LOCK_MINUTES: '15', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }));
});
afterAll(() => t.close());

const login = (password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/admin/api/auth/login', remoteAddress, headers: { lang: 'en' }, payload: { username: TEST_OPERATOR.username, password } });

describe('the operator lockout', () => {
  it('locks the address that guessed, not the operator for everyone', async () => {
    const outsider = '203.0.113.9';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await login(`Wrong-guess-${i}`, outsider)).json().error);
    expect(answers).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']);
    const fromOutsider = await login(TEST_OPERATOR.password, outsider);
    expect(fromOutsider.statusCode).toBe(429);
    expect(fromOutsider.json()).toMatchObject({ code: 429, error: 'ACCOUNT_LOCKED', data: null });

    const fromOffice = await login(TEST_OPERATOR.password, '198.51.100.20');
    expect(fromOffice.statusCode, fromOffice.body).toBe(200);
    expect(fromOffice.json().data.challenge).toEqual(expect.any(String));
  });
});
