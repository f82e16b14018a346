import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.ts';
import { newsletterSubscriptions } from '../../db/schema/newsletter.ts';
import { parseCsv } from '../../lib/csv.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { customerExportCsv } from './customers-csv.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(customers).values([
    {
      email: 'eleni@example.gr',
      firstName: 'Ελένη',
      lastName: 'Νίκα',
      phone: '+306912345678',
      passwordHash: 'secret-hash-1',
    },
    {
      email: 'formula@example.gr',
      firstName: '=cmd|/C calc!A0',
      lastName: '-2+3',
      phone: null,
      passwordHash: 'secret-hash-2',
    },
    { email: 'nobody@example.gr', firstName: null, lastName: null, phone: '@home', googleSubject: 'g-123' },
  ]);
  await t.database.db.insert(newsletterSubscriptions).values([
    {
      email: 'eleni@example.gr',
      status: 'confirmed',
      source: 'footer',
      confirmedAt: new Date('2026-03-01T10:00:00Z'),
    },
    { email: 'formula@example.gr', status: 'unsubscribed', source: 'checkout' },
  ]);
});
afterAll(() => t.close());

async function exportCustomers(bearer: string | null) {
  return t.app.inject({
    method: 'GET',
    url: '/api/el/admin/customers/export.csv',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

describe('customers export', () => {
  it('lists every customer with the newsletter consent, no password, formula-like values as text', async () => {
    const response = await exportCustomers(await signedInStaff(t, 'Inspector'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\uFEFFid,email,')).toBe(true);
    expect(response.body).not.toContain('secret-hash');
    const [header, ...rows] = parseCsv(response.body).records.map((record) => record.fields);
    const byEmail = new Map(
      rows.map((row) => [row[1], Object.fromEntries(header?.map((name, at) => [name, row[at]]) ?? [])]),
    );
    expect(byEmail.get('eleni@example.gr')).toMatchObject({
      first_name: 'Ελένη',
      phone: '+306912345678',
      newsletter: 'confirmed',
      newsletter_confirmed_at: '2026-03-01 12:00',
    });
    expect(byEmail.get('formula@example.gr')).toMatchObject({
      first_name: '=cmd|/C calc!A0',
      last_name: '-2+3',
      newsletter: 'unsubscribed',
    });
    expect(byEmail.get('nobody@example.gr')).toMatchObject({
      phone: '@home',
      google_sign_in: 'yes',
      newsletter: 'none',
    });
    // Reading the file back gives the values; in the file itself no cell starts as a formula would.
    expect(response.body).toContain(`"'=cmd|/C calc!A0"`);
    expect(response.body).not.toMatch(/(^|,)"?([=+\-@\t]|\r(?!\n))/m);
  });

  it('is for staff only, and reads the accounts a batch at a time', async () => {
    expect((await exportCustomers(null)).statusCode).toBe(401);
    const chunks: string[] = [];
    for await (const chunk of customerExportCsv(t.database.db, 2)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.slice(1).every((chunk) => chunk.split('\r\n').filter(Boolean).length <= 2)).toBe(true);
  });
});
