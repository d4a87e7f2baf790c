import { randomBytes } from 'node:crypto';
import { mkdir, writeFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from './errors.ts';

export type ImageKind = { ext: 'jpg' | 'png' | 'webp'; mime: string };

/** Recognises JPEG, PNG and WebP by their first bytes; the name and the declared type are not trusted. */
export function sniffImage(head: Buffer): ImageKind | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { ext: 'png', mime: 'image/png' };
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP')
    return { ext: 'webp', mime: 'image/webp' };
  return undefined;
}

export const MIME_BY_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Reads an uploaded image whole (bounded by the multipart size limit), checks it and stores it under `dir`. */
export async function saveImage(file: MultipartFile | undefined, dir: string, maxBytes: number): Promise<string> {
  if (!file) throw new AppError('FILE_REQUIRED');
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch {
    throw new AppError('FILE_TOO_LARGE', { max: `${Math.round(maxBytes / 1024 / 1024)} MB` });
  }
  if (file.file.truncated || data.length > maxBytes) throw new AppError('FILE_TOO_LARGE', { max: `${Math.round(maxBytes / 1024 / 1024)} MB` });
  if (data.length === 0) throw new AppError('FILE_REQUIRED');
  const kind = sniffImage(data.subarray(0, 16));
  if (!kind) throw new AppError('FILE_TYPE');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await writeFile(path.join(dir, name), data, { mode: 0o600 });
  return name;
}

export async function removeFile(dir: string, name: string | null | undefined): Promise<void> {
  if (!name) return;
  await unlink(path.join(dir, path.basename(name))).catch(() => undefined);
}
