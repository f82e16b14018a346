import type { AdminSubscriberList } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/newsletter.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let inspector: string;

beforeAll(async () => {
  t = await createTestApp();
  inspector = await signedInStaff(t, 'Inspector');
  await t.database.db.insert(newsletterSubscriptions).values([
    {
      email: 'maria@example.gr',
      language: 'el',
      status: 'confirmed',
      source: 'footer',
      confirmedAt: new Date(),
    },
    {
      email: '=cmd@example.gr',
      language: 'en',
      status: 'confirmed',
      source: 'checkout',
      confirmedAt: new Date(),
    },
    { email: 'pending@example.gr', language: 'el', status: 'pending', source: 'footer' },
  ]);
});
afterAll(() => t.close());

const staffGet = (path: string, bearer = inspector) =>
  t.app.inject({
    method: 'GET',
    url: `/api/en/admin/newsletter/${path}`,
    headers: { authorization: `Bearer ${bearer}` },
  });

describe('staff read and export the newsletter subscribers', () => {
  it('exports the confirmed subscribers as CSV, a formula-looking cell neutralised', async () => {
    const response = await staffGet('export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('newsletter-confirmed.csv');
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('email,language,status,source,requested_at,confirmed_at,unsubscribed_at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^maria@example\.gr,el,confirmed,footer,/);
    expect(lines[2]).toMatch(/^"'=cmd@example\.gr",en,confirmed,checkout,/);
    const pending = await staffGet('export?st=pending');
    expect(pending.body).toContain('pending@example.gr');
    expect(pending.body).not.toContain('maria@example.gr');
  });

  it('lists them paged, by status or part of the email; refuses bad input and a customer', async () => {
    const list = (await staffGet('getall?st=confirmed&q=MARIA')).json<AdminSubscriberList>();
    expect(list.items.map((item) => item.eml)).toEqual(['maria@example.gr']);
    expect((await staffGet('getall?psize=1')).json<AdminSubscriberList>()).toMatchObject({
      total: 3,
      psize: 1,
    });
    const bad = await staffGet('export?st=gone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ st: ['invalid_value'] });
    expect((await staffGet('export', (await signedUpCustomer(t)).at)).statusCode).toBe(401);
  });

  it('sorts them by a column either way, the never confirmed last; refuses an unknown sort', async () => {
    const emails = async (query: string) =>
      (await staffGet(`getall?${query}`)).json<AdminSubscriberList>().items.map((item) => item.eml);
    expect(await emails('sort=email&dir=asc')).toEqual([
      '=cmd@example.gr',
      'maria@example.gr',
      'pending@example.gr',
    ]);
    expect(await emails('sort=email&dir=desc')).toEqual([
      'pending@example.gr',
      'maria@example.gr',
      '=cmd@example.gr',
    ]);
    expect((await emails('sort=confirmed&dir=desc')).at(-1)).toBe('pending@example.gr');
    expect((await emails('sort=status&dir=desc'))[0]).toBe('pending@example.gr');
    const bad = await staffGet('getall?sort=lang&dir=sideways');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ sort: ['invalid_value'], dir: ['invalid_value'] });
  });
});
