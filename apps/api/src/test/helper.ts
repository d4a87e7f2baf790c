import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import forge from 'node-forge';
import pg from 'pg';
import { splitUtf8 } from '@meridian/contract/auth';
import { AGREEMENT_VERSION } from '@meridian/contract/config';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { dumpPglite, migrationFolders, openDatabase } from '../db/client.ts';
import { createClock } from '../platform/clock.ts';
import { loadRsaKeys, type RsaKeys } from '../platform/rsa.ts';
import { ensureInviteCode } from '../modules/auth/invite-codes.ts';

/** Runs a statement on the server's maintenance database, so the URL's own database need not exist. */
export async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database's name on the server of `url`: `<tag>_<random>`, or `<db>_<tag>_<random>` when
 * the URL names a database other than `postgres`, so that runs sharing a server (one prefix each)
 * only ever create and drop databases under their own prefix.
 */
export function freshDatabaseName(url: string, tag: string, random: string): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1));
  return /^[a-z0-9_]+$/.test(base) && base !== 'postgres' ? `${base}_${tag}_${random}` : `${tag}_${random}`;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

let sharedKeys: RsaKeys | undefined;

/** Every file under `dir`, depth first, in name order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** PGlite's own package.json (its exports hide the file from `require.resolve`). */
function pglitePackageJson(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) || !readFileSync(path.join(dir, 'package.json'), 'utf8').includes('"@electric-sql/pglite"')) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('PGlite package.json not found');
    dir = up;
  }
  return path.join(dir, 'package.json');
}

let template: Promise<Blob> | undefined;

/**
 * An empty, migrated PGlite database that each test app on PGlite starts from (about 0.5 s)
 * instead of running every migration afresh (2–5 s). Made once and kept in the temporary folder
 * under a name derived from the migration files and PGlite's version, so any change to either
 * makes a new one; written under a temporary name and renamed, so parallel test processes never
 * read a half-written file.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const src = path.resolve(import.meta.dirname, '..');
    const hash = createHash('sha256');
    hash.update(readFileSync(pglitePackageJson()));
    for (const file of migrationFolders().flatMap(filesUnder)) hash.update(path.relative(src, file)).update(readFileSync(file));
    const file = path.join(tmpdir(), `meridian-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const fresh = await openDatabase({});
    const dump = await dumpPglite(fresh);
    await fresh.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}

/** Encrypts like the web app does: UTF-8 pieces of ≤117 bytes, PKCS#1 v1.5, blocks concatenated, base64. */
export function encryptQuery(publicKeyPem: string, payload: unknown): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const blocks = splitUtf8(JSON.stringify(payload)).map((piece) =>
    Buffer.from(key.encrypt(forge.util.encodeUtf8(piece), 'RSAES-PKCS1-V1_5'), 'binary'),
  );
  return Buffer.concat(blocks).toString('base64');
}

export const TEST_INVITE = 'TESTCODE';
export const GOOD_PASSWORD = 'Correct-horse-7';

/**
 * A whole app on its own database: in-memory PGlite, or a fresh PostgreSQL database when
 * DATABASE_URL is set (dropped again on close). Use `inject` on `app`.
 */
export async function buildTestApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  const serverUrl = process.env['DATABASE_URL'];
  const dbName = serverUrl ? freshDatabaseName(serverUrl, 't', randomBytes(6).toString('hex')) : undefined;
  if (serverUrl && dbName) await onServer(serverUrl, `CREATE DATABASE ${dbName}`);
  const url = serverUrl && dbName ? withDatabase(serverUrl, dbName) : undefined;
  const database = await openDatabase({ url, from: url ? undefined : await pgliteTemplate() });
  sharedKeys ??= loadRsaKeys({});
  const clock = createClock();
  const built = await buildApp({ config, database, clock, rsa: sharedKeys, logger: false });
  await built.app.ready();
  await ensureInviteCode(built.ctx.db, TEST_INVITE, 1000, 'tests');
  const publicKey = sharedKeys.publicKeyPem;

  let n = 0;
  const helpers = {
    ...built,
    clock,
    dataDir,
    encrypt: (payload: unknown) => encryptQuery(publicKey, payload),
    /** A valid registration payload with a unique username. */
    newUser(overrides: Record<string, unknown> = {}) {
      n += 1;
      return {
        username: `user${n}_${randomBytes(3).toString('hex')}`,
        phone: '+49 151 2345 6789',
        password: GOOD_PASSWORD,
        confirm_password: GOOD_PASSWORD,
        invite_code: TEST_INVITE,
        agree: true,
        agreement_version: AGREEMENT_VERSION,
        ...overrides,
      };
    },
    register: (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      built.app.inject({ method: 'POST', url: '/api/user/register', headers, payload: { query: helpers.encrypt(payload) } }),
    login: (username: string, password: string, headers: Record<string, string> = {}) =>
      built.app.inject({ method: 'POST', url: '/api/user/login', headers, payload: { query: helpers.encrypt({ username, password }) } }),
    /** Registers and logs in a fresh user; answers its token and name. */
    async signUp(overrides: Record<string, unknown> = {}) {
      const user = helpers.newUser(overrides);
      const reg = await helpers.register(user);
      if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.body}`);
      const res = await helpers.login(user.username, user.password);
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return { ...user, token: res.json().data.userinfo.token as string, id: res.json().data.userinfo.id as number };
    },
    async close() {
      await built.app.close();
      await database.close();
      if (serverUrl && dbName) await onServer(serverUrl, `DROP DATABASE ${dbName} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return helpers;
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
