import { buildTestApp, type TestApp } from './helper.ts';

export const TEST_OPERATOR = { username: 'test_op', password: 'Operator-pass-2026' };

/** A test app with its first operator, and that operator's session token (`x-admin-token`). */
export async function operatorTestApp(env: Record<string, string> = {}): Promise<{ t: TestApp; op: string }> {
  const t = await buildTestApp({ OPERATOR_USERNAME: TEST_OPERATOR.username, OPERATOR_PASSWORD: TEST_OPERATOR.password, ...env });
  await t.services.admin.ensureFirstOperator();
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/auth/login', payload: TEST_OPERATOR });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  return { t, op: res.json().data.token as string };
}
