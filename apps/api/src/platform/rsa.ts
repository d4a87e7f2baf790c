import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync, createPublicKey } from 'node:crypto';
import forge from 'node-forge';
import { RSA_BLOCK_BYTES } from '@meridian/contract/auth';
import { AppError } from './errors.ts';

export type RsaKeys = { publicKeyPem: string; decrypt(query: string): string };

/**
 * The key pair for the login and register `query` (spec: RSA 1024-bit, e=65537, PKCS#1 v1.5).
 * Taken from RSA_PRIVATE_KEY when given; otherwise made on first start and kept in the data folder.
 */
export function loadRsaKeys(options: { privateKeyPem?: string | undefined; dataDir?: string | undefined }): RsaKeys {
  const pem = options.privateKeyPem ?? (options.dataDir ? keyFromDataDir(options.dataDir) : generatePem());
  const publicKeyPem = createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();
  const privateKey = forge.pki.privateKeyFromPem(pem);
  return { publicKeyPem, decrypt: (query) => decryptQuery(privateKey, query) };
}

function generatePem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  return privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
}

function keyFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'keys', 'rsa-private.pem');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const pem = generatePem();
  writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}

/**
 * Decrypts every block before judging any of them and answers every kind of failure (bad
 * base64, bad length, bad padding, bad UTF-8) with one and the same error, so that the answer
 * tells an attacker nothing about the padding (the Marvin attack on PKCS#1 v1.5).
 */
function decryptQuery(privateKey: forge.pki.rsa.PrivateKey, query: string): string {
  const bytes = Buffer.from(query, 'base64');
  const wellFormed = bytes.length > 0 && bytes.length % RSA_BLOCK_BYTES === 0 && bytes.length <= 64 * RSA_BLOCK_BYTES;
  const blockCount = wellFormed ? bytes.length / RSA_BLOCK_BYTES : 1;
  const parts: Buffer[] = [];
  let ok = wellFormed;
  for (let i = 0; i < blockCount; i++) {
    const block = wellFormed ? bytes.subarray(i * RSA_BLOCK_BYTES, (i + 1) * RSA_BLOCK_BYTES) : Buffer.alloc(RSA_BLOCK_BYTES, 1);
    try {
      parts.push(Buffer.from(privateKey.decrypt(block.toString('binary'), 'RSAES-PKCS1-V1_5'), 'binary'));
    } catch {
      ok = false;
    }
  }
  let text = '';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(parts));
  } catch {
    ok = false;
  }
  if (!ok) throw new AppError('UNREADABLE_QUERY');
  return text;
}
