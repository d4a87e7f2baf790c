import { RSA_BLOCK_BYTES, splitUtf8 } from '@meridian/contract/auth';
import JSEncrypt from 'jsencrypt';

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
