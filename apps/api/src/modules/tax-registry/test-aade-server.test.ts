import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AadeClient } from './aade-client.ts';
import { RECORDED_COMPANY, RecordedAade } from './test-aade-server.ts';

describe('the local RgWsPublic2 the e2e shops ask', () => {
  const registry = new RecordedAade();
  beforeAll(() => registry.start());
  afterAll(() => registry.stop());
  const client = (password = registry.password) =>
    new AadeClient({ username: registry.username, password, endpoint: registry.url });

  it('answers the recorded company for its ΑΦΜ, as the client reads it over HTTP', async () => {
    expect(RECORDED_COMPANY).toEqual({
      afm: '123456783',
      name: 'ΙΑΤΡΙΚΑ ΕΙΔΗ ΚΩΝΣΤΑΝΤΙΝΟΥ ΜΟΝΟΠΡΟΣΩΠΗ ΙΚΕ',
      taxOffice: 'ΛΑΜΙΑΣ',
      activity: 'ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΦΑΡΜΑΚΕΥΤΙΚΩΝ ΠΡΟΪΟΝΤΩΝ',
    });
    expect(await client().lookup('123456783')).toMatchObject({
      ok: true,
      company: {
        afm: RECORDED_COMPANY.afm,
        name: RECORDED_COMPANY.name,
        taxOffice: RECORDED_COMPANY.taxOffice,
      },
    });
  });

  it('answers any other ΑΦΜ "no such taxpayer", and wrong credentials "not authenticated"', async () => {
    expect(await client().lookup('094014201')).toMatchObject({ ok: false, code: 'not_found' });
    expect(await client('wrong').lookup('123456783')).toMatchObject({ ok: false, code: 'not_authenticated' });
    expect(registry.asked.slice(-2)).toEqual(['094014201', '123456783']);
  });
});
