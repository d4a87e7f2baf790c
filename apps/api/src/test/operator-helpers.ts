import { generate } from 'otplib';
import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '@meridian/contract/admin';
import { buildTestApp, type TestApp } from './helper.ts';

export const TEST_OPERATOR = { username: 'test_op', password: 'Operator-pass-2026' };

/** What a test keeps of an operator's factor: the secret (to compute codes) and unused recovery codes. */
const factors = new WeakMap<FastifyInstance, Map<string, { secret: string; recovery: string[] }>>();

/** The current TOTP code of a secret, as an authenticator app shows it. */
export const totpNow = (secret: string) => generate({ secret });

/**
 * Signs an operator in through both steps, as the back office does: password, then a TOTP code
 * computed from the secret shown at enrolment. Later sign-ins of the same operator in the same
 * 30 seconds use a recovery code (a TOTP code is accepted once).
 */
export async function operatorLogin(app: FastifyInstance, username: string, password: string): Promise<string> {
  const first = await app.inject({ method: 'POST', url: '/admin/api/auth/login', payload: { username, password } });
  if (first.statusCode !== 200) throw new Error(`operator login failed: ${first.body}`);
  const step = first.json().data as { step: 'totp' | 'enroll'; challenge: string; secret?: string };
  const known = factors.get(app) ?? new Map();
  factors.set(app, known);
  let body: Record<string, string>;
  if (step.step === 'enroll') body = { challenge: step.challenge, code: await totpNow(step.secret!) };
  else {
    const mine = known.get(username);
    if (!mine) throw new Error(`no factor known for ${username}`);
    body = { challenge: step.challenge, recovery_code: mine.recovery.shift()! };
  }
  const second = await app.inject({ method: 'POST', url: '/admin/api/auth/second-factor', payload: body });
  if (second.statusCode !== 200) throw new Error(`operator second factor failed: ${second.body}`);
  const data = second.json().data as { token: string; recovery_codes?: string[] };
  if (step.step === 'enroll') known.set(username, { secret: step.secret!, recovery: data.recovery_codes ?? [] });
  return data.token;
}

/** Adds an operator with these roles (as an administrator would) and signs them in. */
export async function addOperator(t: TestApp, adminToken: string, username: string, roles: OperatorRole[], password = 'Second-operator-2026'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/operators', headers: { 'x-admin-token': adminToken }, payload: { username, password, roles } });
  if (res.statusCode !== 200) throw new Error(`operator create failed: ${res.body}`);
  return operatorLogin(t.app, username, password);
}

/** Approves a four-eyes proposal as another operator; throws when refused. */
export async function approveAs(t: TestApp, token: string, approvalId: number) {
  const res = await t.app.inject({ method: 'POST', url: `/admin/api/approvals/${approvalId}/approve`, headers: { 'x-admin-token': token }, payload: {} });
  if (res.statusCode !== 200) throw new Error(`approval failed: ${res.body}`);
  return res.json().data as { state: string; result: Record<string, unknown> | null };
}

/** A test app with its first operator (every role), and that operator's session token (`x-admin-token`). */
export async function operatorTestApp(env: Record<string, string> = {}): Promise<{ t: TestApp; op: string }> {
  const t = await buildTestApp({ OPERATOR_USERNAME: TEST_OPERATOR.username, OPERATOR_PASSWORD: TEST_OPERATOR.password, ...env });
  await t.services.admin.ensureFirstOperator();
  return { t, op: await operatorLogin(t.app, TEST_OPERATOR.username, TEST_OPERATOR.password) };
}

/**
 * A second operator who approves what a kit's operator proposes (four eyes). Made on first use;
 * signs in again when the clock has ended their session. `approve` answers the approval call.
 */
export function fourEyes(t: TestApp, adminToken: () => string, username: string, roles: OperatorRole[]) {
  const password = 'Checker-operator-2026';
  let token: string | undefined;
  const send = (id: number) =>
    t.app.inject({ method: 'POST', url: `/admin/api/approvals/${id}/approve`, headers: { 'x-admin-token': token!, lang: 'en' }, payload: {} });
  return {
    async approve(approvalId: number) {
      token ??= await addOperator(t, adminToken(), username, roles, password);
      const res = await send(approvalId);
      if (res.statusCode !== 401) return res;
      token = await operatorLogin(t.app, username, password);
      return send(approvalId);
    },
  };
}
