import { HttpError } from './http-error.ts';

/** Before consuming a single-use link: unknown, used and expired each get their own clear answer. */
export function checkLink(row: { expiresAt: Date; usedAt: Date | null } | undefined, now: Date): void {
  if (!row) throw new HttpError(404, 'link_invalid');
  if (row.usedAt !== null) throw new HttpError(422, 'link_used');
  if (row.expiresAt.getTime() <= now.getTime()) throw new HttpError(422, 'link_expired');
}
