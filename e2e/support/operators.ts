import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';

/**
 * Operators sign in with a password and a TOTP code. The journeys share one server, so what an
 * operator's authenticator app would hold — the secret shown at enrolment — is kept in a file of
 * the run's data folder, with the last time step used (a code is accepted once) and the last
 * session token (a new page of the same operator reuses it, as a second tab would sign in again).
 */
type Factor = { secret: string; lastStep: number; token?: string };
const STORE = path.join(process.env['E2E_DATA_DIR'] ?? tmpdir(), 'e2e-operator-factors.json');

function load(): Record<string, Factor> {
  try {
    return JSON.parse(readFileSync(STORE, 'utf8')) as Record<string, Factor>;
  } catch {
    return {};
  }
}
function save(username: string, factor: Factor) {
  writeFileSync(STORE, JSON.stringify({ ...load(), [username]: factor }));
}

const stepNow = () => Math.floor(Date.now() / 30_000);

/** A code for a step after the last one used (waiting for the next step when needed), as the phone shows it. */
async function freshCode(username: string, secret: string): Promise<{ code: string; step: number }> {
  const last = load()[username]?.lastStep ?? 0;
  let step = stepNow();
  if (step <= last) {
    await new Promise((r) => setTimeout(r, (last + 1) * 30_000 - Date.now() + 200));
    step = stepNow();
  }
  return { code: await generate({ secret, epoch: step * 30 }), step };
}

/** Signs in through the login screen: password, then the code (enrolling on first sign-in). */
export async function signInThroughUi(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-code')).toBeVisible();
  const enrolSecret = page.getByTestId('login-enroll-secret');
  const enrolling = (await enrolSecret.count()) > 0;
  const secret = enrolling ? (await enrolSecret.textContent())!.trim() : load()[username]?.secret;
  if (!secret) throw new Error(`no second factor known for ${username}`);
  const { code, step } = await freshCode(username, secret);
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-code-submit').click();
  if (enrolling) {
    await expect(page.getByTestId('login-recovery-codes')).toBeVisible();
    await page.getByTestId('login-recovery-done').click();
  }
  await expect(page.getByTestId('operator-name')).toHaveText(username);
  const token = await page.evaluate(() => sessionStorage.getItem('admin-token'));
  save(username, { secret, lastStep: step, ...(token ? { token } : {}) });
}

/**
 * A desktop-sized back-office page signed in as this operator: the stored session when it is
 * still good, else a full sign-in.
 */
export async function operatorPageAs(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  const known = load()[username]?.token;
  if (known) {
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('admin-token')) sessionStorage.setItem('admin-token', token);
    }, known);
    await page.goto('/admin/');
    const signedIn = await page
      .getByTestId('operator-name')
      .filter({ hasText: username })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn) return page;
  }
  await signInThroughUi(page, username, password);
  return page;
}

/** An operator session token through the API (both steps), for journeys that only need the API. */
export async function operatorApiToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const known = load()[username];
  if (known?.token) {
    const me = await request.get('/admin/api/auth/me', { headers: { 'x-admin-token': known.token } });
    if (me.ok()) return known.token;
  }
  const first = (await (await request.post('/admin/api/auth/login', { data: { username, password } })).json()) as { data: { step: string; challenge: string; secret?: string } };
  const secret = first.data.secret ?? known?.secret;
  if (!secret) throw new Error(`no second factor known for ${username}`);
  const { code, step } = await freshCode(username, secret);
  const second = await request.post('/admin/api/auth/second-factor', { data: { challenge: first.data.challenge, code } });
  expect(second.ok(), await second.text()).toBe(true);
  const token = ((await second.json()) as { data: { token: string } }).data.token;
  save(username, { secret, lastStep: step, token });
  return token;
}

const CHECKER = { username: 'e2e_checker', password: 'Checker-operator-e2e-1' };

/**
 * Four eyes in journeys that are about something else: a second operator (finance, compliance
 * and markets; made once by the administrator) approves a proposal through the API.
 */
export async function approveAsSecondOperator(request: APIRequestContext, adminPassword: string, approvalId: number) {
  const admin = await operatorApiToken(request, 'admin', adminPassword);
  const made = await request.post('/admin/api/operators', {
    headers: { 'x-admin-token': admin },
    data: { ...CHECKER, roles: ['finance', 'compliance', 'markets'] },
  });
  expect([200, 409]).toContain(made.status());
  const token = await operatorApiToken(request, CHECKER.username, CHECKER.password);
  const res = await request.post(`/admin/api/approvals/${approvalId}/approve`, { headers: { 'x-admin-token': token }, data: {} });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { result: Record<string, unknown> } }).data.result;
}
