import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The embedded database's directory is open in another process (the API, a backup). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database ${dataDir} is in use by process ${pid} (the API or a backup). ` +
        'Stop it first: two processes writing one PGlite directory corrupt it.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite directory for this process with a `<dir>.lock` file beside it holding the pid.
 * PGlite itself lets a second process open a directory in use, which corrupts it; a lock whose
 * process is gone (killed) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${resolve(dataDir)}.lock`;
  const pid = String(process.pid);
  for (;;) {
    try {
      writeFileSync(file, pid, { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === pid) unlinkSync(file);
        } catch {
          // Removed already: nothing left to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number;
    try {
      holder = Number(readFileSync(file, 'utf8'));
    } catch {
      continue; // Released between our attempt and the read.
    }
    if (isRunning(holder)) throw new DataDirInUseError(dataDir, holder);
    try {
      unlinkSync(file);
    } catch {
      // Another process took the stale lock over first; the next attempt tells.
    }
  }
}
