import { readFileSync } from 'node:fs';

/**
 * The 10 000 most common passwords of 6 to 16 characters (the spec's lengths; longer ones, now
 * allowed, are none of them), lower-case, most
 * common first, one a line in `common-passwords.txt`: taken from the password dictionary of
 * `@zxcvbn-ts/language-common` 4.1.3 (MIT; source and licence in `common-passwords.LICENSE.txt`).
 * Read once, on first use: a constant, shared by every app of the process.
 */
let commonPasswords: ReadonlySet<string> | undefined;

function list(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return commonPasswords;
}

/** Whether a new password is one of the most common ones, whatever its letter case (ASVS V6.2.4). */
export function isCommonPassword(password: string): boolean {
  return list().has(password.normalize('NFKC').toLowerCase());
}

/** How many passwords the list holds. */
export function commonPasswordCount(): number {
  return list().size;
}
