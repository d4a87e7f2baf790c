import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { IMAGE_MIME, imageKindOf, type ImageExt } from '@meridian/contract/image-rules';
import { AppError } from './errors.ts';

export type ImageKind = { ext: ImageExt; mime: string };

/** Recognises JPEG, PNG and WebP by their first bytes (`imageKindOf`); the name and the declared type are not trusted. */
export function sniffImage(head: Buffer): ImageKind | undefined {
  const ext = imageKindOf(head);
  return ext ? { ext, mime: IMAGE_MIME[ext] } : undefined;
}

const tooLarge = (maxBytes: number) => new AppError('FILE_TOO_LARGE', { max: `${Math.round(maxBytes / 1024 / 1024)} MB` });

/**
 * What a failure while reading a multipart body means to the sender: a limit that was hit is
 * 413, a body that is not multipart is 415, and anything else the parser stumbled on (no or a
 * wrong boundary, a body cut short) is a 400 — never "too large" for a body that merely ended early.
 */
export function uploadError(err: unknown, maxBytes: number): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_MEDIA_TYPE');
  return new AppError('UPLOAD_INCOMPLETE');
}

/** Runs one read of a multipart body with its failures turned into answers (see `uploadError`). */
export async function readingUpload<T>(maxBytes: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    throw uploadError(err, maxBytes);
  }
}

/** Reads an uploaded image whole (bounded by the multipart size limit) and checks it is one; stores nothing. */
export async function readImage(file: MultipartFile | undefined, maxBytes: number): Promise<{ data: Buffer; kind: ImageKind }> {
  if (!file) throw new AppError('FILE_REQUIRED');
  const data = await readingUpload(maxBytes, () => file.toBuffer());
  if (file.file.truncated || data.length > maxBytes) throw tooLarge(maxBytes);
  if (data.length === 0) throw new AppError('FILE_REQUIRED');
  const kind = sniffImage(data.subarray(0, 16));
  if (!kind) throw new AppError('FILE_TYPE');
  return { data, kind };
}

/** A new random name for a stored file of this kind. */
export const newFileName = (kind: { ext: string }) => `${randomBytes(16).toString('hex')}.${kind.ext}`;

/** Images larger than this many pixels are refused before decoding (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes an image and writes it anew in the same format, turned upright by its orientation
 * tag, no larger than `maxSide` on either side, and without any metadata (EXIF with GPS, XMP,
 * IPTC, comments, embedded profiles): what is published is pixels only. Anything that does not
 * decode as an image is refused as FILE_TYPE.
 */
export async function reencodeImage(data: Buffer, kind: ImageKind, maxSide: number): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded = kind.ext === 'png' ? image.png() : kind.ext === 'webp' ? image.webp({ quality: 85 }) : image.jpeg({ quality: 85, mozjpeg: true });
    return await encoded.toBuffer();
  } catch {
    throw new AppError('FILE_TYPE');
  }
}
