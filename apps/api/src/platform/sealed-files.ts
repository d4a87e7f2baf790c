import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What a sealed file starts with; no image format does (JPEG FF D8, PNG 89 50, WebP RIFF). */
const MAGIC = Buffer.from('MRDSEAL1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts stored files at rest with AES-256-GCM: `MAGIC | iv | tag | ciphertext`, a fresh
 * random IV per file, and the file's name as associated data, so that a sealed file cannot be
 * passed off under another name. Opening checks the tag: a changed byte refuses to open.
 * Files written before sealing existed (no MAGIC) are read as they are.
 */
export function createSealer(keyHex: string) {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('the file encryption key must be 32 bytes (64 hex characters)');

  return {
    seal(name: string, data: Buffer): Buffer {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(name));
      const body = Buffer.concat([cipher.update(data), cipher.final()]);
      return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
    },
    /** The plain bytes; throws when a sealed file was changed or sealed with another key or name. */
    open(name: string, stored: Buffer): Buffer {
      if (!isSealed(stored)) return stored;
      const iv = stored.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
      const tag = stored.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(name));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(stored.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
    isSealed,
  };
}
export type Sealer = ReturnType<typeof createSealer>;

export function isSealed(stored: Buffer): boolean {
  return stored.length >= MAGIC.length + IV_BYTES + TAG_BYTES && stored.subarray(0, MAGIC.length).equals(MAGIC);
}

export const newFileKey = () => randomBytes(32).toString('hex');
