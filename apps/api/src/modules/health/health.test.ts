import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the kind of database it checked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(response.json()).toEqual({ status: 'ok', database: expected });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and holds every migration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ready');
    expect(body.migrations).toBeGreaterThanOrEqual(30);
  });

  it('is not ready while a migration of this build is not applied', async () => {
    const other = await createTestApp();
    try {
      // As a database restored from before the newest migration would be.
      await other.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const response = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
      // Alive all the same: a supervisor must not restart it for that.
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is not ready when the database does not answer', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const response = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', reason: 'database_unreachable' });
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
