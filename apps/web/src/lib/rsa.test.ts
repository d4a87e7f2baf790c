import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { encryptQuery } from './rsa.ts';

// A fresh 1024-bit key, e = 65537, like the server's (spec §9).
const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicExponent: 65537,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
});

/**
 * What the server does: base64 → 128-byte blocks → PKCS#1 v1.5 decrypt each (node-forge, since
 * Node refuses that padding for private decryption) → concatenate the bytes → UTF-8 → JSON.
 */
function serverDecrypt(query: string): unknown {
  const key = forge.pki.privateKeyFromPem(privateKey);
  const bytes = Buffer.from(query, 'base64');
  expect(bytes.length % 128).toBe(0);
  const parts: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += 128) {
    const block = bytes.subarray(offset, offset + 128).toString('binary');
    parts.push(Buffer.from(key.decrypt(block, 'RSAES-PKCS1-V1_5'), 'binary'));
  }
  return JSON.parse(Buffer.concat(parts).toString('utf8'));
}

const utf8 = (s: string) => new TextEncoder().encode(s).length;

describe('encryptQuery', () => {
  it('round-trips a short login payload in one 128-byte block', () => {
    const payload = { username: 'alice_01', password: 'secret123' };
    const query = encryptQuery(payload, publicKey);
    expect(Buffer.from(query, 'base64')).toHaveLength(128);
    expect(serverDecrypt(query)).toEqual(payload);
  });

  it('round-trips a long, non-ASCII register payload over several blocks', () => {
    const payload = {
      username: 'größe_测试',
      phone: '+49 151 2345678',
      password: 'Pässwörd-密码-Κωδικός-1234567890',
      confirm_password: 'Pässwörd-密码-Κωδικός-1234567890',
      invite_code: 'ABCD1234',
      agree: true,
      agreement_version: '2025-01',
    };
    const query = encryptQuery(payload, publicKey);
    const blocks = Buffer.from(query, 'base64').length / 128;
    expect(blocks).toBe(Math.ceil(utf8(JSON.stringify(payload)) / 117));
    expect(serverDecrypt(query)).toEqual(payload);
  });

  it('keeps characters outside the BMP exact', () => {
    const payload = { username: 'emoji', password: 'pw😀🚀1' };
    expect(serverDecrypt(encryptQuery(payload, publicKey))).toEqual(payload);
  });

  it('encrypts differently each time (random padding)', () => {
    const payload = { username: 'a', password: 'b' };
    expect(encryptQuery(payload, publicKey)).not.toBe(encryptQuery(payload, publicKey));
  });

  it('throws on an unusable key', () => {
    expect(() => encryptQuery({ a: 1 }, 'not a key')).toThrow();
  });
});
