import { describe, expect, it } from 'vitest';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { RSA_BLOCK_BYTES, RSA_MAX_BLOCKS } from '@meridian/contract/auth';
import { loadRsaKeys, openBlocks, syntheticPlaintext } from './rsa.ts';
import { encryptQuery } from '../test/helper.ts';

const pem = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const keys = loadRsaKeys({ privateKeyPem: pem });
const privateKey = forge.pki.privateKeyFromPem(pem);
const publicKey = forge.pki.publicKeyFromPem(keys.publicKeyPem);

/** A block that is a valid RSA value but whose PKCS#1 v1.5 padding is wrong (type 1 instead of 2). */
function badlyPaddedBlock(): Buffer {
  const em = Buffer.concat([Buffer.from([0x00, 0x01]), Buffer.alloc(RSA_BLOCK_BYTES - 2 - 20, 0xff), Buffer.from([0x00]), randomBytes(19)]);
  return Buffer.from(publicKey.encrypt(em.toString('binary'), 'RAW'), 'binary');
}

const rejectionKey = Buffer.alloc(32, 7);

describe('login decryption with implicit rejection', () => {
  it('a badly padded block yields a deterministic stand-in, not an early failure', () => {
    const block = badlyPaddedBlock();
    const first = openBlocks(privateKey, rejectionKey, block);
    const again = openBlocks(privateKey, rejectionKey, block);
    expect(first.wellFormed).toBe(true);
    expect(first.plaintext.equals(again.plaintext)).toBe(true);
    expect(first.plaintext.equals(syntheticPlaintext(rejectionKey, block))).toBe(true);
    expect(first.plaintext.length).toBeLessThanOrEqual(117);
    // Another block, or another key, gives other bytes.
    expect(openBlocks(privateKey, rejectionKey, badlyPaddedBlock()).plaintext.equals(first.plaintext)).toBe(false);
    expect(openBlocks(privateKey, Buffer.alloc(32, 8), block).plaintext.equals(first.plaintext)).toBe(false);
  });

  it('a good block among bad ones still opens, the bad ones are replaced in place', () => {
    const good = Buffer.from(encryptQuery(keys.publicKeyPem, 'hi'), 'base64');
    const bad = badlyPaddedBlock();
    const { plaintext } = openBlocks(privateKey, rejectionKey, Buffer.concat([good, bad]));
    expect(plaintext.subarray(0, 4).toString()).toBe('"hi"');
    expect(plaintext.subarray(4).equals(syntheticPlaintext(rejectionKey, bad))).toBe(true);
  });

  it('every failure answers the same generic error', () => {
    const oneBlockTooMany = encryptQuery(keys.publicKeyPem, { text: 'x'.repeat(RSA_MAX_BLOCKS * 117 - 5) });
    expect(Buffer.from(oneBlockTooMany, 'base64').length).toBe((RSA_MAX_BLOCKS + 1) * RSA_BLOCK_BYTES);
    const bad = [badlyPaddedBlock().toString('base64'), Buffer.concat([badlyPaddedBlock(), badlyPaddedBlock()]).toString('base64'), oneBlockTooMany, '', 'AAAA'];
    for (const query of bad) {
      let text: string | undefined;
      try {
        text = keys.decrypt(query);
      } catch (err) {
        expect((err as Error).message).toBe('UNREADABLE_QUERY');
        continue;
      }
      // A stand-in that happens to be valid UTF-8 is never valid JSON credentials; login judges it like any other text.
      expect(() => JSON.parse(text ?? '') as unknown).toThrow();
    }
  });

  it('a query of exactly the largest size still opens', () => {
    const payload = { text: 'y'.repeat(RSA_MAX_BLOCKS * 117 - 20) };
    const query = encryptQuery(keys.publicKeyPem, payload);
    expect(Buffer.from(query, 'base64').length).toBe(RSA_MAX_BLOCKS * RSA_BLOCK_BYTES);
    expect(JSON.parse(keys.decrypt(query))).toEqual(payload);
  });
});
