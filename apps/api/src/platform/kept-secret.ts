import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret of a single process: read from `DATA_DIR/keys/<file>`, else made once with `make`
 * and kept there, readable by this process's user only. (On PostgreSQL the secrets every
 * process must share live in the database instead: modules/cluster/secrets.ts.)
 */
export function keptSecret(dataDir: string, file: string, make: () => string): string {
  const where = path.join(dataDir, 'keys', file);
  if (existsSync(where)) return readFileSync(where, 'utf8').trim();
  mkdirSync(path.dirname(where), { recursive: true, mode: 0o700 });
  const secret = make();
  writeFileSync(where, secret, { mode: 0o600 });
  return secret;
}
