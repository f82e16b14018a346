import type { AdminCallbackRequestList, AdminContactMessageList } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests, contactMessages } from '../../db/schema/contact.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let sales: string;

beforeAll(async () => {
  t = await createTestApp();
  sales = await signedInStaff(t, 'SalesPerson');
  await t.database.db.insert(contactMessages).values([
    {
      name: 'Νίκος',
      email: 'nikos@example.gr',
      phone: '6900000000',
      subject: 'Παραγγελία',
      message: 'Πότε έρχεται;',
      language: 'el',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    },
    {
      name: 'Anna',
      email: 'anna@example.com',
      phone: '6911111111',
      subject: 'Return',
      message: 'How do I return?',
      language: 'en',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    },
  ]);
  await t.database.db.insert(callbackRequests).values({
    name: 'Γιώργος',
    phone: '2410000000',
    preferredAt: new Date('2026-01-05T08:00:00Z'),
    language: 'el',
  });
});
afterAll(() => t.close());

const staffGet = (path: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/en/admin/${path}`,
    headers: { authorization: `Bearer ${sales}` },
  });

describe('staff read the contact page’s messages and call-back requests', () => {
  it('lists messages newest first, searched, paged', async () => {
    const all = (await staffGet('contactmessages/getall')).json<AdminContactMessageList>();
    expect(all.items.map((item) => item.eml)).toEqual(['anna@example.com', 'nikos@example.gr']);
    const found = (await staffGet(`contactmessages/getall?q=${encodeURIComponent('παραγγ')}`)).json();
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ nm: 'Νίκος', subj: 'Παραγγελία', msg: 'Πότε έρχεται;' });
    expect((await staffGet('contactmessages/getall?psize=1&page=2')).json().items[0].eml).toBe(
      'nikos@example.gr',
    );
    expect((await staffGet('contactmessages/getall?page=0')).json().errors).toEqual({
      page: ['invalid_value'],
    });
  });

  it('sorts messages by a column either way, filters them by language, and refuses an unknown sort', async () => {
    const emails = async (query: string) =>
      (await staffGet(`contactmessages/getall?${query}`))
        .json<AdminContactMessageList>()
        .items.map((m) => m.eml);
    expect(await emails('sort=name&dir=asc')).toEqual(['anna@example.com', 'nikos@example.gr']);
    expect(await emails('sort=name&dir=desc')).toEqual(['nikos@example.gr', 'anna@example.com']);
    expect(await emails('sort=date&dir=asc')).toEqual(['nikos@example.gr', 'anna@example.com']);
    expect(await emails('sort=subject')).toEqual(['nikos@example.gr', 'anna@example.com']);
    expect(await emails('lang=el')).toEqual(['nikos@example.gr']);
    expect(await emails(`q=${encodeURIComponent('return?')}`)).toEqual(['anna@example.com']);
    const refused = await staffGet('contactmessages/getall?sort=phone&dir=up&lang=de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      sort: ['invalid_value'],
      dir: ['invalid_value'],
      lang: ['invalid_value'],
    });
  });

  it('lists call-back requests with the preferred time', async () => {
    const list = (await staffGet('callbackrequests/getall')).json<AdminCallbackRequestList>();
    expect(list.items[0]).toMatchObject({ nm: 'Γιώργος', tel: '2410000000', at: '2026-01-05T08:00:00.000Z' });
  });
});
