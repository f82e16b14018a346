import type { TaxRegistryLookup } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type RecordedReply, readFixture } from '../../test/fake-fetch.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { AADE_ERROR_CODES } from './aade-client.ts';

const GREECE = 1;
const CYPRUS = 2;
const VALID_AFM = '123456783';
const fixture = (name: string) => readFixture(import.meta.url, `fixtures/${name}`);
const recorded = (name: string, status = 200): RecordedReply => ({ status, body: fixture(name) });
const aadeError = (registryCode: string): RecordedReply => ({
  status: 200,
  body: fixture('aade-error.xml').replace('RG_WS_PUBLIC_TAXPAYER_NF', registryCode),
});

/** The outbound network for the next requests: recorded replies, nothing else. */
function network(replies: RecordedReply[]) {
  const fake = fakeFetch(replies);
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

let configured: TestApp;
let unconfigured: TestApp;
beforeAll(async () => {
  [configured, unconfigured] = await Promise.all([
    createTestApp({
      env: { AADE_USERNAME: 'SHOPWS01', AADE_PASSWORD: 'secret', AADE_CALLER_AFM: '800123456' },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([configured.close(), unconfigured.close()]);
});

let lookups = 0;
const nextAddress = () => {
  lookups += 1;
  return `10.0.${Math.floor(lookups / 250)}.${(lookups % 250) + 1}`;
};

/** Each look-up from its own address unless told, so that the per-address limit stays out of the way. */
async function lookup(t: TestApp, url: string, remoteAddress = nextAddress()) {
  const response = await t.app.inject({ method: 'GET', url, remoteAddress });
  return { status: response.statusCode, body: response.json() as TaxRegistryLookup };
}

describe('orders/getafmdetails', () => {
  it('fills the invoice fields from AADE for a valid ΑΦΜ', async () => {
    const { sent } = network([recorded('aade-found.xml')]);
    const { status, body } = await lookup(configured, `/api/el/orders/getafmdetails?afm=EL${VALID_AFM}`);

    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'valid',
      code: 'found',
      message: 'Τα στοιχεία της επιχείρησης βρέθηκαν.',
      checksum_ok: true,
      source: 'aade',
      company: {
        vat: VALID_AFM,
        cnm: 'ΙΑΤΡΙΚΑ ΕΙΔΗ ΚΩΝΣΤΑΝΤΙΝΟΥ ΜΟΝΟΠΡΟΣΩΠΗ ΙΚΕ',
        irs: 'ΛΑΜΙΑΣ',
        job: 'ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΦΑΡΜΑΚΕΥΤΙΚΩΝ ΠΡΟΪΟΝΤΩΝ',
        adr1: 'ΥΨΗΛΑΝΤΟΥ 12',
        pc: '35100',
        ct: 'ΛΑΜΙΑ',
        active: true,
      },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain(`<rg:afm_called_for>${VALID_AFM}</rg:afm_called_for>`);
    expect(sent[0]?.body).toContain('<wsse:Username>SHOPWS01</wsse:Username>');
  });

  it('refuses a mistyped ΑΦΜ by its checksum without asking AADE', async () => {
    const { sent } = network([recorded('aade-found.xml')]);
    const { status, body } = await lookup(configured, '/api/en/orders/getafmdetails?afm=123456789');

    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'invalid', code: 'invalid_afm', checksum_ok: false, company: null });
    expect(body.message).toBe('The VAT number is not valid. Check it or choose a receipt.');
    expect(sent).toHaveLength(0);
  });

  it('gives every AADE error its own translated message in both languages', async () => {
    const registryCodes = Object.keys(AADE_ERROR_CODES);
    const messages = { el: new Set<string>(), en: new Set<string>() };
    for (const language of ['el', 'en'] as const) {
      network(registryCodes.map(aadeError));
      for (const registryCode of registryCodes) {
        const { body } = await lookup(configured, `/api/${language}/orders/getafmdetails?afm=${VALID_AFM}`);
        expect(body.code).toBe(AADE_ERROR_CODES[registryCode as keyof typeof AADE_ERROR_CODES]);
        expect(body.company).toBeNull();
        messages[language].add(body.message);
      }
    }
    expect(messages.el.size).toBe(registryCodes.length);
    expect(messages.en.size).toBe(registryCodes.length);
  });

  it('says "not found" for an unknown taxpayer, "try later" for limits and outages, "error" for refused access', async () => {
    network([
      recorded('aade-error.xml'),
      aadeError('RG_WS_PUBLIC_MAX_DAILY_USERNAME_CALLS_EXCEEDED'),
      aadeError('RG_WS_PUBLIC_TOKEN_USERNAME_NOT_AUTHENTICATED'),
      { status: 500, body: fixture('aade-soap-fault.xml') },
      'network-error',
    ]);
    const url = `/api/en/orders/getafmdetails?afm=${VALID_AFM}`;
    expect((await lookup(configured, url)).body).toMatchObject({
      status: 'invalid',
      code: 'not_found',
      message: 'Could not identify the VAT number: it belongs to no taxpayer.',
    });
    expect((await lookup(configured, url)).body).toMatchObject({ status: 'try_later', code: 'daily_limit' });
    expect((await lookup(configured, url)).body).toMatchObject({
      status: 'error',
      code: 'not_authenticated',
    });
    expect((await lookup(configured, url)).body).toMatchObject({ status: 'try_later', code: 'soap_fault' });
    expect((await lookup(configured, url)).body).toMatchObject({ status: 'try_later', code: 'unavailable' });
  });

  it('without credentials says the look-up is not configured and carries the checksum result', async () => {
    const { sent } = network([]);
    const valid = await lookup(unconfigured, `/api/el/orders/getafmdetails?afm=${VALID_AFM}`);
    expect(valid.body).toMatchObject({
      status: 'not_configured',
      code: 'not_configured',
      checksum_ok: true,
      source: 'local',
      company: null,
    });
    expect(valid.body.message).toContain('δεν είναι διαθέσιμη');

    const mistyped = await lookup(unconfigured, '/api/el/orders/getafmdetails?afm=000000000');
    expect(mistyped.body).toMatchObject({ status: 'invalid', code: 'invalid_afm', checksum_ok: false });
    expect(sent).toHaveLength(0);
  });

  it('limits look-ups per address, since AADE counts every call against the shop', async () => {
    network([]);
    const url = '/api/el/orders/getafmdetails?afm=123456789';
    for (let call = 0; call < 20; call++) {
      expect((await lookup(unconfigured, url, '10.9.9.9')).status).toBe(200);
    }
    const refused = await unconfigured.app.inject({ method: 'GET', url, remoteAddress: '10.9.9.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await lookup(unconfigured, url, '10.9.9.10')).status).toBe(200);
  });

  it('answers bad input with 400 and field errors', async () => {
    const missing = await unconfigured.app.inject({ method: 'GET', url: '/api/el/orders/getafmdetails' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('afm');
    const long = await unconfigured.app.inject({
      method: 'GET',
      url: `/api/el/orders/getafmdetails?afm=${'1'.repeat(40)}`,
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('orders/getafmcheckvies', () => {
  it('asks VIES for a Greek number as EL and returns the company', async () => {
    const { sent } = network([recorded('vies-valid-el.json')]);
    const { status, body } = await lookup(
      unconfigured,
      `/api/el/orders/getafmcheckvies?cid=${GREECE}&afm=${VALID_AFM}`,
    );

    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'valid',
      checksum_ok: true,
      source: 'vies',
      company: { vat: VALID_AFM, cnm: 'ΙΑΤΡΙΚΑ ΕΙΔΗ ΚΩΝΣΤΑΝΤΙΝΟΥ ΜΟΝΟΠΡΟΣΩΠΗ ΙΚΕ', irs: null },
    });
    expect(sent[0]?.url).toMatch(/\/ms\/EL\/vat\/123456783$/);
  });

  it('says "try again later" for an unavailable member state, never "invalid"', async () => {
    network([recorded('vies-ms-unavailable.json')]);
    const { body } = await lookup(
      unconfigured,
      `/api/en/orders/getafmcheckvies?cid=${CYPRUS}&afm=CY10259033P`,
    );
    expect(body).toMatchObject({ status: 'try_later', code: 'MS_UNAVAILABLE', checksum_ok: null });
    expect(body.message).toBe('VIES is not answering right now. Please try again later.');
  });

  it('reports a number VIES does not know as invalid, and a mistyped Greek one without asking', async () => {
    const { sent } = network([recorded('vies-invalid.json')]);
    expect(
      (await lookup(unconfigured, `/api/en/orders/getafmcheckvies?cid=${CYPRUS}&afm=CY00000000A`)).body,
    ).toMatchObject({
      status: 'invalid',
      code: 'invalid',
    });
    expect(
      (await lookup(unconfigured, `/api/en/orders/getafmcheckvies?cid=${GREECE}&afm=123456789`)).body,
    ).toMatchObject({
      status: 'invalid',
      code: 'invalid_afm',
      checksum_ok: false,
    });
    expect(sent).toHaveLength(1);
  });

  it('answers an unknown country with a field error', async () => {
    network([]);
    const response = await unconfigured.app.inject({
      method: 'GET',
      url: `/api/el/orders/getafmcheckvies?cid=9999&afm=${VALID_AFM}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ cid: ['invalid_country'] });
  });
});
