import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { operatorTestApp } from './test/operator-helpers.ts';
import type { TestApp } from './test/helper.ts';

/**
 * Every route of the served OpenAPI document, signed in and anonymous, gets hostile values in
 * its path, query and body (NUL, lone surrogates, huge strings, wrong types, odd ids, broken
 * multipart). Whatever the answer, it is never a 5xx, and a refusal is always the envelope.
 * Bounded: a fixed seed and a fixed number of runs.
 */
type Operation = { method: string; path: string; pathParams: string[]; queryParams: string[]; bodyKeys: string[]; multipart: boolean };
type OpenApi = { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>> };

let t: TestApp;
let tokens: { user: string; operator: string };
let operations: Operation[];

beforeAll(async () => {
  const built = await operatorTestApp();
  t = built.t;
  tokens = { operator: built.op, user: (await t.signUp()).token };
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApi;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: Object.keys(content['application/json']?.schema?.properties ?? {}),
        multipart: 'multipart/form-data' in content,
      };
    }),
  );
}, 120_000);
afterAll(() => t.close());

// ---- hostile values ----
const ODD_IDS = ['0x1', '1e0', '1.0', '+1', ' 1', '01', '0', '-1', '1 ', '99999999999999999999', '9007199254740993', 'NaN', 'Infinity', '1,2', '１'];
const hostileText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ud83d', '%00', '%', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>'),
  fc.constantFrom(...ODD_IDS),
  fc.constantFrom('x'.repeat(70_000), '长'.repeat(5000), '😀'.repeat(3000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], { $ne: 1 }, { __proto__: { admin: true } }),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 2 }),
);

/** Percent-encodes like a client would, but keeps lone surrogates (which encodeURIComponent refuses) as raw UTF-8-ish bytes. */
function encodePart(text: string): string {
  return [...text].map((ch) => (ch.isWellFormed() ? encodeURIComponent(ch) : '%ED%A0%80')).join('');
}

const BOUNDARY = 'fuzzboundary';
const brokenMultipart = fc.constantFrom(
  { type: 'multipart/form-data', body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nxx\r\n--${BOUNDARY}--\r\n` },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--other\r\nContent-Disposition: form-data; name="front"\r\n\r\nxx\r\n--other--\r\n` },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="front"; filename="a.png"\r\n\r\n\u0089PNG` },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="real_name"\r\n\r\na\u0000b\r\n--${BOUNDARY}--\r\n` },
  { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: 'whatever' },
  { type: 'text/plain', body: 'not a form' },
);
const rawBody = fc.constantFrom(
  { type: 'application/json', body: '{"a":' },
  { type: 'application/json', body: '"\\u0000"' },
  { type: 'application/json', body: '{"a":"\\ud800"}' },
  { type: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'application/json', body: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'application/x-www-form-urlencoded', body: 'a=%00' },
);

type Case = { op: number; who: 'anonymous' | 'user'; path: unknown[]; query: unknown[]; body: unknown; raw: { type: string; body: string } | undefined };
const caseArb = (opCount: number): fc.Arbitrary<Case> =>
  fc.record({
    op: fc.nat({ max: opCount - 1 }),
    who: fc.constantFrom('anonymous' as const, 'user' as const),
    path: fc.array(hostileText, { minLength: 3, maxLength: 3 }),
    query: fc.array(hostileValue, { minLength: 4, maxLength: 4 }),
    body: fc.oneof(fc.array(hostileValue, { minLength: 6, maxLength: 6 }), hostileValue),
    raw: fc.option(fc.oneof(rawBody, brokenMultipart), { nil: undefined, freq: 3 }),
  });

function requestOf(op: Operation, c: Case) {
  let i = 0;
  const url = op.path.replace(/\{[^}]+\}/g, () => encodePart(String(c.path[i++ % c.path.length])));
  const query = op.queryParams.map((name, k) => `${encodeURIComponent(name)}=${encodePart(typeof c.query[k] === 'string' ? (c.query[k] as string) : JSON.stringify(c.query[k]) ?? '')}`).join('&');
  const headers: Record<string, string> = {};
  if (c.who === 'user') {
    headers['token'] = tokens.user;
    headers['x-admin-token'] = tokens.operator;
  }
  let payload: string | undefined;
  if (op.method !== 'GET' && op.method !== 'DELETE' && op.method !== 'HEAD') {
    if (c.raw || op.multipart) {
      const raw = c.raw ?? { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="a"\r\n\r\nAB` };
      headers['content-type'] = raw.type;
      payload = raw.body;
    } else {
      headers['content-type'] = 'application/json';
      const body = Array.isArray(c.body) && op.bodyKeys.length > 0 ? Object.fromEntries(op.bodyKeys.map((k, n) => [k, (c.body as unknown[])[n % 6]])) : c.body;
      // Login and register read their fields from an encrypted `query`: encrypt the hostile values so they get that far.
      const sealed = op.bodyKeys.includes('query') && Array.isArray(c.body) ? { query: t.encrypt(credentialsOf(c.body)) } : body;
      payload = JSON.stringify(sealed) ?? 'null';
    }
  }
  return { method: op.method as 'GET', url: query ? `${url}?${query}` : url, headers, payload };
}

const CREDENTIAL_FIELDS = ['username', 'password', 'confirm_password', 'phone', 'invite_code', 'agree'];
const credentialsOf = (values: unknown[]) => Object.fromEntries(CREDENTIAL_FIELDS.map((k, n) => [k, values[n % values.length]]));

/** Logging out would end the session the rest of the run signs in with. */
const endsSession = (op: Operation) => op.path.endsWith('/logout');

async function check(op: Operation, c: Case) {
  const req = requestOf(op, c);
  const res = await t.app.inject(req);
  const where = `${req.method} ${req.url.slice(0, 120)} (${c.who}) → ${res.statusCode} ${res.body.slice(0, 160)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(body, where).toMatchObject({ code: res.statusCode, data: null });
    expect(typeof body['msg'], where).toBe('string');
    expect(typeof body['error'], where).toBe('string');
  }
}

describe('hostile requests to every documented route', () => {
  it('the document lists the routes', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('never answer 5xx or outside the envelope', async () => {
    const usable = operations.filter((op) => !endsSession(op));
    // Every route at least twice (once per caller), then random cases: a fixed seed keeps the run reproducible.
    const examples = usable.flatMap((_, n) =>
      (['anonymous', 'user'] as const).flatMap((who): [Case][] => [
        [{ op: n, who, path: ['0x1', '1e0', '+1'], query: [' 1', '1.0', [], { a: 1 }], body: ['1e0', null, 1e308, 'x'.repeat(70_000), [], {}], raw: undefined }],
        [{ op: n, who, path: ['1', '1', '1'], query: ['a\u0000', '\ud800', 'x', '1'], body: ['a\u0000b', 'x\udfff', 'a\u0000', '\ud83d', 'ok', '1'], raw: undefined }],
      ]),
    );
    // The examples (each route twice per caller) count towards numRuns; 600 random cases follow.
    await fc.assert(
      fc.asyncProperty(caseArb(usable.length), async (c) => check(usable[c.op]!, c)),
      { seed: 20261124, numRuns: examples.length + 600, examples },
    );
  }, 180_000);
});
