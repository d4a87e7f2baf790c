import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRsaKeys } from './rsa.ts';
import { encryptQuery } from '../test/helper.ts';

describe('RSA keys for the credentials query', () => {
  it('are made once and kept in the data folder, readable only by the owner', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rsa-'));
    const first = loadRsaKeys({ dataDir: dir });
    const second = loadRsaKeys({ dataDir: dir });
    expect(second.publicKeyPem).toBe(first.publicKeyPem);
    const file = path.join(dir, 'keys', 'rsa-private.pem');
    expect(readFileSync(file, 'utf8')).toContain('PRIVATE KEY');
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('decrypt a one-block and a many-block query back to the same text', () => {
    const keys = loadRsaKeys({});
    const short = { username: 'a', password: 'b' };
    const long = { text: '长'.repeat(200) + 'x'.repeat(300) };
    expect(JSON.parse(keys.decrypt(encryptQuery(keys.publicKeyPem, short)))).toEqual(short);
    expect(JSON.parse(keys.decrypt(encryptQuery(keys.publicKeyPem, long)))).toEqual(long);
  });

  it('throw the same error for every kind of bad input', () => {
    const keys = loadRsaKeys({});
    for (const bad of ['', '!!!', 'AAAA']) {
      expect(() => keys.decrypt(bad)).toThrow('UNREADABLE_QUERY');
    }
    // A block that does not open is replaced by a stand-in (implicit rejection): the same error
    // when the stand-in is not UTF-8, else bytes that are no credentials, which the login then
    // refuses with that same error (auth/encrypted-credentials.test.ts).
    let opened: string | undefined;
    try {
      opened = keys.decrypt(Buffer.alloc(128, 3).toString('base64'));
    } catch (err) {
      expect(String(err)).toContain('UNREADABLE_QUERY');
    }
    if (opened !== undefined) expect(() => JSON.parse(opened)).toThrow();
  });
});
