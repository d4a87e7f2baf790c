import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { RSA_BLOCK_BYTES, RSA_MAX_BLOCKS, RSA_PLAINTEXT_MAX_BYTES } from '@meridian/contract/auth';
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
  const rejectionKey = rejectionKeyOf(pem);
  return { publicKeyPem, decrypt: (query) => decryptQuery(privateKey, rejectionKey, query) };
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
 * Opens a query's blocks with implicit rejection: a block whose padding is wrong does not stop
 * the work or change its path; it yields a pseudo-random plaintext instead (an HMAC of the
 * block under a key derived from the private key, so the same block always gives the same
 * bytes). Every block costs one private-key operation and one HMAC, whatever its padding, and
 * whatever comes out is judged later like any other plaintext. This keeps the answer and the
 * work free of padding information (the Bleichenbacher/Marvin attacks on PKCS#1 v1.5).
 * A query of the wrong length or of more than RSA_MAX_BLOCKS blocks gets one dummy block's work.
 */
export function openBlocks(privateKey: forge.pki.rsa.PrivateKey, rejectionKey: Buffer, bytes: Buffer): { plaintext: Buffer; wellFormed: boolean } {
  const wellFormed = bytes.length > 0 && bytes.length % RSA_BLOCK_BYTES === 0 && bytes.length <= RSA_MAX_BLOCKS * RSA_BLOCK_BYTES;
  const blockCount = wellFormed ? bytes.length / RSA_BLOCK_BYTES : 1;
  const parts: Buffer[] = [];
  for (let i = 0; i < blockCount; i++) {
    const block = wellFormed ? bytes.subarray(i * RSA_BLOCK_BYTES, (i + 1) * RSA_BLOCK_BYTES) : Buffer.alloc(RSA_BLOCK_BYTES, 1);
    const substitute = syntheticPlaintext(rejectionKey, block);
    let opened: Buffer | undefined;
    try {
      opened = Buffer.from(privateKey.decrypt(block.toString('binary'), 'RSAES-PKCS1-V1_5'), 'binary');
    } catch {
      opened = undefined;
    }
    parts.push(opened ?? substitute);
  }
  return { plaintext: Buffer.concat(parts), wellFormed };
}

/** A deterministic stand-in for a block that did not open: 0–117 bytes, derived from the block alone. */
export function syntheticPlaintext(rejectionKey: Buffer, block: Buffer): Buffer {
  const seed = createHmac('sha256', rejectionKey).update(block).digest();
  const length = seed.readUInt16BE(0) % (RSA_PLAINTEXT_MAX_BYTES + 1);
  const stream: Buffer[] = [];
  for (let counter = 0; counter * 32 < length; counter++) stream.push(createHmac('sha256', seed).update(Buffer.of(counter)).digest());
  return Buffer.concat(stream).subarray(0, length);
}

/** The implicit-rejection key: derived from the private key, so it needs no storage of its own. */
function rejectionKeyOf(pem: string): Buffer {
  const der = createPrivateKey(pem).export({ type: 'pkcs1', format: 'der' });
  return createHmac('sha256', 'meridian rsa implicit rejection').update(der).digest();
}

/** Every failure (bad base64 or length, a block that did not open, bad UTF-8) is one and the same error. */
function decryptQuery(privateKey: forge.pki.rsa.PrivateKey, rejectionKey: Buffer, query: string): string {
  const { plaintext, wellFormed } = openBlocks(privateKey, rejectionKey, Buffer.from(query, 'base64'));
  let text = '';
  let ok = wellFormed;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } catch {
    ok = false;
  }
  if (!ok) throw new AppError('UNREADABLE_QUERY');
  return text;
}
