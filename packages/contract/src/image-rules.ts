/** Picture upload rules without zod, shared by the server and the screens. */

/** The picture formats uploads may use (identity documents, avatars), by file extension, with their media types. */
export const IMAGE_MIME = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageExt = keyof typeof IMAGE_MIME;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * A picture's format from its first bytes (12 are enough): JPEG, PNG or WebP, else undefined. The
 * file's name and declared type are not trusted; the server refuses what this does not recognise,
 * and the phone checks the same before sending.
 */
export function imageKindOf(head: Uint8Array): ImageExt | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  return undefined;
}
