import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MIME } from '@meridian/contract/image-rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles } from './tables.ts';

/** Avatars are public pictures; identity photos are private (served only by their guarded routes). */
export type FileArea = 'avatars' | 'identity';
export type StoredFile = { data: Buffer; mime: string };

/**
 * Where uploads live: the data folder for one process on PGlite, the database on PostgreSQL
 * (so that every process of a cluster serves what any of them stored). Names are made by the
 * caller (random hex and an extension); nothing here is reachable except through the routes
 * that call `get`.
 */
export type FileStore = {
  readonly kind: 'disk' | 'database';
  /** Writes the file, replacing one of the same name. */
  put(area: FileArea, name: string, file: StoredFile): Promise<void>;
  get(area: FileArea, name: string): Promise<StoredFile | undefined>;
  remove(area: FileArea, name: string): Promise<void>;
  /** The names stored in an area (checks and tests). */
  list(area: FileArea): Promise<string[]>;
};

/** A stored picture's media type, from the extension its name was given when it was stored. */
const mimeOfName = (name: string): string => (IMAGE_MIME as Record<string, string | undefined>)[name.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** Files under `dataDir/<area>/`, readable by this process's user only (the layout of earlier versions). */
export function createDiskFileStore(dataDir: string): FileStore {
  const fileOf = (area: FileArea, name: string) => path.join(dataDir, area, path.basename(name));
  return {
    kind: 'disk',
    async put(area, name, file) {
      await mkdir(path.join(dataDir, area), { recursive: true, mode: 0o700 });
      await writeFile(fileOf(area, name), file.data, { mode: 0o600 });
    },
    async get(area, name) {
      try {
        return { data: await readFile(fileOf(area, name)), mime: mimeOfName(name) };
      } catch {
        return undefined;
      }
    },
    async remove(area, name) {
      await unlink(fileOf(area, name)).catch(() => undefined);
    },
    list: (area) => readdir(path.join(dataDir, area)).catch(() => []),
  };
}

export function createDatabaseFileStore(db: Db): FileStore {
  const where = (area: FileArea, name: string) => and(eq(storedFiles.area, area), eq(storedFiles.name, name));
  return {
    kind: 'database',
    async put(area, name, file) {
      // Writes or replaces, as a file on disk does (names are random; a replacement re-encrypts an older file).
      await db
        .insert(storedFiles)
        .values({ area, name, mime: file.mime, data: file.data })
        .onConflictDoUpdate({ target: [storedFiles.area, storedFiles.name], set: { mime: file.mime, data: file.data } });
    },
    async get(area, name) {
      const [row] = await db.select({ data: storedFiles.data, mime: storedFiles.mime }).from(storedFiles).where(where(area, name));
      return row ? { data: Buffer.from(row.data), mime: row.mime } : undefined;
    },
    async remove(area, name) {
      await db.delete(storedFiles).where(where(area, name));
    },
    list: async (area) => (await db.select({ name: storedFiles.name }).from(storedFiles).where(eq(storedFiles.area, area))).map((r) => r.name),
  };
}
