import { sql } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from '../test/test-database.ts';
import { openDatabase } from './client.ts';
import { migrationsApplied } from './migration-state.ts';

const template = inject('databaseTemplate');

it.runIf(template.kind === 'postgres')(
  'lets API replicas started together migrate an empty PostgreSQL database, one after the other',
  async () => {
    if (template.kind !== 'postgres') return;
    const name = uniqueDatabaseName('shop_test');
    await createDatabase(template.adminUrl, name);
    const url = databaseUrl(template.adminUrl, name);
    const replicas = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 1 })));
    try {
      const outcomes = await Promise.allSettled(replicas.map((replica) => replica.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const [first] = replicas;
      if (!first) throw new Error('no replica');
      const state = await migrationsApplied(first.db);
      expect(state).toMatchObject({ current: true, applied: state.expected });
      await first.db.execute(sql`select 1 from products limit 1`);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await dropDatabase(template.adminUrl, name);
    }
  },
);
