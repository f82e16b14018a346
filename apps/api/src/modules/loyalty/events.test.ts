import type { CustomerProfile } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, deletedEmailFingerprints, loyaltyTransactions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { authHeaders, PASSWORD, signedUpCustomer, uniqueEmail } from '../customers/test-fixtures.ts';
import { normalisedEmail } from './deleted-emails.ts';
import { shopDate } from './settings.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOYALTY_REGISTER_POINTS: '100', LOYALTY_BIRTHDAY_POINTS: '120' } });
});
afterAll(() => t.close());

const approved = async (customerId: number) =>
  (await t.services.loyalty.account(customerId))?.pointsBalance ?? 0;

async function rowsOf(customerId: number, kind: string) {
  return t.database.db
    .select()
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.customerId, customerId), eq(loyaltyTransactions.kind, kind)));
}

async function saveProfile(session: { at: string }, profile: Partial<{ gd: string; dob: string }>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/el/customers/updateprofile',
    headers: await authHeaders(t, session),
    payload: {
      fnm: 'Μαρία',
      lnm: 'Παπαδοπούλου',
      mob: '6912345678',
      gd: 'female',
      dob: '1990-05-17',
      ...profile,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerProfile>();
}

describe('account events', () => {
  it('credit Register once when the account is created', async () => {
    const session = await signedUpCustomer(t, uniqueEmail());
    expect(await approved(session.id)).toBe(100);
    expect(await rowsOf(session.id, 'Register')).toHaveLength(1);
  });

  it('credit no Register points to an address whose account was deleted, however it is written', async () => {
    const local = `again.${process.pid}.${Date.now()}`;
    const first = await signedUpCustomer(t, `${local}@example.gr`);
    expect(await approved(first.id)).toBe(100);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/deleteaccount',
      headers: await authHeaders(t, first),
      payload: { pwd: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    for (const again of [`${local}@example.gr`, `${local.toUpperCase()}+shop@EXAMPLE.gr`]) {
      const session = await signedUpCustomer(t, again.toLowerCase());
      expect(session.id).not.toBe(first.id);
      expect(await approved(session.id), again).toBe(0);
      expect(await rowsOf(session.id, 'Register')).toEqual([]);
      if (again === `${local}@example.gr`) {
        const second = await t.app.inject({
          method: 'POST',
          url: '/api/el/customers/deleteaccount',
          headers: await authHeaders(t, session),
          payload: { pwd: PASSWORD },
        });
        expect(second.statusCode, second.body).toBe(200);
      }
    }
    // Another address still earns them.
    expect(await approved((await signedUpCustomer(t, uniqueEmail())).id)).toBe(100);
    // Only a keyed one-way fingerprint is kept: no address, nor its plain hash.
    const kept = await t.database.db.select().from(deletedEmailFingerprints);
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) {
      expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect(row.fingerprint).not.toContain(local);
    }
  });

  it('fingerprints one mailbox however its address is written', () => {
    expect(normalisedEmail('  Maria.P+shop@Example.GR ')).toBe('maria.p@example.gr');
    expect(normalisedEmail('Maria.Papa+x@googlemail.com')).toBe('mariapapa@gmail.com');
    expect(normalisedEmail('m.a.r.i.a@gmail.com')).toBe('maria@gmail.com');
    expect(normalisedEmail('maria.p@example.gr')).not.toBe(normalisedEmail('mariap@example.gr'));
  });

  it('credit 50 points each for the first birth date and gender, and never again', async () => {
    const session = await signedUpCustomer(t, uniqueEmail());
    await saveProfile(session, { gd: 'female', dob: '1990-05-17' });
    expect(await approved(session.id)).toBe(100 + 50 + 50);
    await saveProfile(session, { gd: 'male', dob: '1991-06-18' });
    await saveProfile(session, { gd: 'female', dob: '1990-05-17' });
    expect(await approved(session.id)).toBe(200);
    expect(await rowsOf(session.id, 'EnterBirthday')).toHaveLength(1);
    expect(await rowsOf(session.id, 'EnterGender')).toHaveLength(1);
  });

  it('credit concurrent saves of the same profile once', async () => {
    const session = await signedUpCustomer(t, uniqueEmail());
    await Promise.all(Array.from({ length: 5 }, () => saveProfile(session, {})));
    expect(await approved(session.id)).toBe(200);
  });
});

describe('birthdays', () => {
  async function bornOn(birthDate: string) {
    const session = await signedUpCustomer(t, uniqueEmail());
    await t.database.db.update(customers).set({ birthDate }).where(eq(customers.id, session.id));
    return session.id;
  }

  it('credit the customers whose birthday it is in Athens, once a year', async () => {
    const today = await bornOn('1985-03-09');
    const tomorrow = await bornOn('1985-03-10');
    // 22:30 UTC on 9 March is already 00:30 on the 10th in Athens.
    const credited = await t.services.loyaltyEvents.creditBirthdays(new Date('2027-03-09T22:30:00Z'));
    expect(credited).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(tomorrow, 'Birthday')).toHaveLength(1);
    expect(await rowsOf(today, 'Birthday')).toHaveLength(0);
    expect(await approved(tomorrow)).toBe(100 + 120);

    await t.services.loyaltyEvents.creditBirthdays(new Date('2027-03-10T09:00:00Z'));
    expect(await approved(tomorrow)).toBe(220);
    await t.services.loyaltyEvents.creditBirthdays(new Date('2028-03-10T09:00:00Z'));
    expect(await approved(tomorrow)).toBe(340);
    expect((await rowsOf(tomorrow, 'Birthday')).map((row) => row.source).sort()).toEqual([
      `birthday:${tomorrow}:2027`,
      `birthday:${tomorrow}:2028`,
    ]);
  });

  it('credit those born on 29 February on the 28th of other years', async () => {
    const leapling = await bornOn('2000-02-29');
    await t.services.loyaltyEvents.creditBirthdays(new Date('2027-02-28T10:00:00Z'));
    expect(await rowsOf(leapling, 'Birthday')).toHaveLength(1);
    await t.services.loyaltyEvents.creditBirthdays(new Date('2028-02-28T10:00:00Z'));
    expect(await rowsOf(leapling, 'Birthday')).toHaveLength(1);
    await t.services.loyaltyEvents.creditBirthdays(new Date('2028-02-29T10:00:00Z'));
    expect(await rowsOf(leapling, 'Birthday')).toHaveLength(2);
  });
});

describe('the loyalty sweep', () => {
  it('credits the birthdays of the day by itself', async () => {
    const swept = await createTestApp({ env: { LOYALTY_SWEEP_SECONDS: '1' } });
    try {
      const session = await signedUpCustomer(swept, uniqueEmail());
      const { month, day } = shopDate(new Date());
      const birthDate = `1990-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      await swept.database.db.update(customers).set({ birthDate }).where(eq(customers.id, session.id));
      await expect
        .poll(async () => (await swept.services.loyalty.account(session.id))?.pointsBalance, {
          timeout: 5000,
        })
        .toBe(swept.config.loyalty.eventPoints.Birthday);
    } finally {
      await swept.close();
    }
  });
});
