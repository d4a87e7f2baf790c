import { count } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { TINY_JPEG, TINY_PNG, uniqueIdCard } from '../../test/identity-helpers.ts';
import { identityVerifications } from './tables.ts';
import { operatorLogin } from '../../test/operator-helpers.ts';

export const OPERATOR = { username: 'kyc_op', password: 'Operator-pass-2026' };

/** A test app with a logged-in operator; answers the app and the operator's token. */
export async function identityTestApp(env: Record<string, string> = {}): Promise<{ t: TestApp; op: string }> {
  const t = await buildTestApp({ OPERATOR_USERNAME: OPERATOR.username, OPERATOR_PASSWORD: OPERATOR.password, ...env });
  await t.services.admin.ensureFirstOperator();
  return { t, op: await operatorLogin(t.app, OPERATOR.username, OPERATOR.password) };
}

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

export function multipart(parts: Part[]) {
  const boundary = '----identityboundary';
  const chunks = parts.flatMap((p) =>
    'data' in p
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`), p.data, Buffer.from('\r\n')]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)],
  );
  return { body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export type Form = { real_name?: string; id_type?: string; id_number?: string; front?: Buffer | null; back?: Buffer | null };

/** A complete, valid form (fresh resident ID, PNG front, JPEG back); `overrides` change or drop (null/undefined) pieces. */
export function form(overrides: Form = {}): Part[] {
  const f: Form = { real_name: '王小明', id_type: 'id_card', id_number: uniqueIdCard(), front: TINY_PNG, back: TINY_JPEG, ...overrides };
  const parts: Part[] = [];
  for (const key of ['real_name', 'id_type', 'id_number'] as const) {
    const value = f[key];
    if (value !== undefined) parts.push({ name: key, value });
  }
  if (f.front) parts.push({ name: 'front', filename: 'front.png', type: 'image/png', data: f.front });
  if (f.back) parts.push({ name: 'back', filename: 'back.jpg', type: 'image/jpeg', data: f.back });
  return parts;
}

export function submit(t: TestApp, token: string, parts: Part[], headers: Record<string, string> = {}) {
  const { body, contentType } = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/identity/submit', payload: body, headers: { 'content-type': contentType, token, lang: 'en', ...headers } });
}

export const detail = (t: TestApp, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url: '/api/user/authenticationDetail', headers: { token, lang } });

export const admin = (t: TestApp, op: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/admin/api/identity${url}`, headers: { 'x-admin-token': op, lang: 'en' }, ...(payload ? { payload } : {}) });

/** The identity photos in the file store (the data folder on PGlite, the database on PostgreSQL). */
export const storedImages = (t: TestApp) => t.ctx.files.list('identity');

export async function submissionCount(t: TestApp): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(identityVerifications);
  return row?.n ?? 0;
}

/** The user's message centre, newest first. */
export const inbox = async (t: TestApp, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/messages', headers: { token, lang: 'en' } })).json().data.list as { kind?: string; title: string; body: string }[];
