import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { register, uniqueEmail } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_NAME: '  Φαρμακείο Παπαδοπούλου ' } });
});
afterAll(() => t.close());

describe('SHOP_NAME', () => {
  it('signs the subject of every mail, in every language', async () => {
    for (const lang of ['el', 'en']) {
      const email = uniqueEmail(`shop-name-${lang}`);
      expect((await register(t, email, { lang })).statusCode).toBe(200);
      const mail = (await t.services.mail.list()).find((row) => row.recipient === email);
      expect(mail?.subject, lang).toMatch(/ · Φαρμακείο Παπαδοπούλου$/);
    }
  });
});
