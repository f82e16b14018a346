import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, migrationsFolder, queryRows } from './client.ts';

/**
 * Whether the database holds every migration of this build. Drizzle's migrator applies the
 * files newer than the last one it recorded, so the same test says whether it would do anything.
 */
export async function migrationsApplied(
  db: Db,
): Promise<{ applied: number; expected: number; current: boolean }> {
  const files = readMigrationFiles({ migrationsFolder });
  const newest = Math.max(0, ...files.map((file) => file.folderMillis));
  const [row] = await queryRows<{ applied: number; last: string | number | null }>(
    db,
    sql`select count(*)::int as applied, max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  const applied = row?.applied ?? 0;
  return { applied, expected: files.length, current: Number(row?.last ?? 0) >= newest };
}
