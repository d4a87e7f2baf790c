import { RSA_BLOCK_BYTES, RSA_PLAINTEXT_MAX_BYTES } from '@meridian/contract/auth';
import JSEncrypt from 'jsencrypt';

function utf8Length(char: string): number {
  const cp = char.codePointAt(0) ?? 0;
  if (cp < 0x80) return 1;
  if (cp < 0x800) return 2;
  if (cp < 0x10000) return 3;
  return 4;
}

/** Cuts text into pieces of at most `maxBytes` UTF-8 bytes without ever splitting a character. */
export function splitUtf8(text: string, maxBytes: number = RSA_PLAINTEXT_MAX_BYTES): string[] {
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of text) {
    const bytes = utf8Length(char);
    if (size + bytes > maxBytes && current) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * jsencrypt encodes each UTF-16 unit on its own, which turns a character outside the BMP (an
 * emoji) into two invalid 3-byte sequences. Writing those as JSON `\uXXXX` escapes keeps the
 * JSON exact and its bytes plain UTF-8.
 */
function jsonForRsa(payload: unknown): string {
  return JSON.stringify(payload).replace(/[\u{10000}-\u{10FFFF}]/gu, (char) =>
    Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}

/**
 * The `query` of login and register (contract auth.ts): the JSON, cut into ≤117-byte pieces,
 * each RSA-encrypted with PKCS#1 v1.5, the 128-byte blocks concatenated and base64-encoded.
 */
export function encryptQuery(payload: unknown, publicKeyPem: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  let blocks = '';
  for (const piece of splitUtf8(jsonForRsa(payload))) {
    const encrypted = rsa.encrypt(piece);
    if (encrypted === false) throw new Error('RSA encryption failed: check the public key');
    // Left-pad with zero bytes: a block must always be exactly the key's size.
    blocks += atob(encrypted).padStart(RSA_BLOCK_BYTES, '\0');
  }
  return btoa(blocks);
}
