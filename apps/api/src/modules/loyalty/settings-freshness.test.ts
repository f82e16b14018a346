import type { AdminLoyaltySettings, TierProfile } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { loyaltySettings } from '../../db/schema/loyalty.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { apiModules } from '../index.ts';
import { staffMemberId } from '../staff/test-fixtures.ts';

let t: TestApp;
let second: FastifyInstance;
let secondDatabase: Database | undefined;
let customer: string;

/** The URL of the test's PostgreSQL database; undefined on the embedded one. */
function postgresUrl(database: Database): string | undefined {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client.options.connectionString : undefined;
}

const changed: AdminLoyaltySettings = {
  tiers: { basis: 'LoyaltyPoints', months: 6, thresholds: [0, 700, 2100] },
  pointRanges: [250, 750],
  coupons: { birthday: { percent: 12, validDays: 14 }, tiers: { percents: [0, 4, 8], validDays: 40 } },
};

beforeAll(async () => {
  // The first start seeds the settings from its configuration.
  t = await createTestApp({
    env: { LOYALTY_TIER_THRESHOLDS: '0,400,1200', LOYALTY_POINT_RANGES: '100,200' },
  });
  await t.app.ready();
  customer = (await signedUpCustomer(t)).at;
  // A second API over the same database, as another process would be (on PostgreSQL with a pool
  // and a listener of its own), with the back office's loyalty routes left out, and started with
  // other values in its configuration: they are not the source once the row exists.
  const url = postgresUrl(t.database);
  secondDatabase = url ? await openDatabase({ url, poolSize: 4 }) : undefined;
  second = await buildApp({
    config: { ...t.config, loyalty: { ...t.config.loyalty, pointRanges: [9, 99] } },
    database: secondDatabase ?? t.database,
    logger: false,
    modules: apiModules.filter((module) => module.name !== 'loyalty-admin'),
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await t.close();
});

const profileOn = async (app: FastifyInstance): Promise<TierProfile> => {
  const response = await app.inject({
    url: '/api/en/CustomerTiers/Profile',
    headers: { authorization: `Bearer ${customer}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the loyalty settings have one source, the database', () => {
  it('seeds the row from the first start, and a later start with other values reads the row', async () => {
    const [row] = await t.database.db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1));
    expect((row?.overrides as AdminLoyaltySettings | undefined)?.tiers.thresholds).toEqual([0, 400, 1200]);
    expect(second.services.loyaltySettings.editable().pointRanges).toEqual([100, 200]);
    expect((await profileOn(second)).tiers.map((tier) => tier.from)).toEqual([0, 400, 1200]);
  });

  it('shows a change saved through the admin service on a process without the admin routes within a second', async () => {
    expect((await second.inject({ url: '/api/en/admin/loyalty/settings' })).statusCode).toBe(404);
    const started = Date.now();
    await t.services.loyaltySettingsAdmin.save(changed, await staffMemberId(t, 'Admin'));
    let seen = Number.POSITIVE_INFINITY;
    while (Date.now() - started < 3_000) {
      const profile = await profileOn(second);
      if (profile.months === 6 && profile.tiers.map((tier) => tier.from).join() === '0,700,2100') {
        seen = Date.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(seen).toBeLessThan(1_000);
    expect(second.services.loyaltySettings.editable()).toEqual(changed);
  });
});
