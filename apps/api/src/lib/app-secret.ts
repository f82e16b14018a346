import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { newOpaqueToken } from './secrets.ts';

const MIN_SECRET_LENGTH = 32;

function readSecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`${file} holds no secret of at least ${MIN_SECRET_LENGTH} characters`);
    }
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The install's own secret, kept in `file` (the data directory, beside the database), so no two
 * installs share one and a restart keeps every session. With `create`, a first start writes a
 * random one readable by its owner only; production never creates one, so a lost secret file is
 * noticed rather than silently replaced (which would end every session and link).
 */
export function keptAppSecret(file: string, { create }: { create: boolean }): string | undefined {
  const kept = readSecret(file);
  if (kept || !create) return kept;
  mkdirSync(dirname(file), { recursive: true });
  try {
    // `wx`: two processes starting at once keep the first one's secret, never two.
    writeFileSync(file, `${newOpaqueToken()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readSecret(file);
}
