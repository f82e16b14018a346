import { describe, expect, it } from 'vitest';
import { fakeFetch, type RecordedReply, readFixture } from '../../test/fake-fetch.ts';
import {
  AADE_DEFAULT_ENDPOINT,
  AADE_ERROR_CODES,
  AadeClient,
  type AadeClientOptions,
} from './aade-client.ts';
import { childText, findElement, parseXml } from './xml-reader.ts';

const fixture = (name: string) => readFixture(import.meta.url, `fixtures/${name}`);
const xml = (name: string): RecordedReply => ({
  status: 200,
  body: fixture(name),
  contentType: 'application/soap+xml; charset=utf-8',
});
const errorAnswer = (registryCode: string): RecordedReply => ({
  status: 200,
  body: fixture('aade-error.xml').replace('RG_WS_PUBLIC_TAXPAYER_NF', registryCode),
});

function client(replies: RecordedReply[], options: Partial<AadeClientOptions> = {}) {
  const fake = fakeFetch(replies);
  const aade = new AadeClient({
    username: 'SHOPWS01',
    password: 'secret',
    callerAfm: '800123456',
    fetch: fake.fetch,
    timeoutMs: 50,
    ...options,
  });
  return { aade, sent: fake.sent };
}

describe('AADE RgWsPublic2 lookup (recorded responses)', () => {
  it('sends a SOAP 1.2 rgWsPublic2AfmMethod call with a UsernameToken and reads the company', async () => {
    const { aade, sent } = client([xml('aade-found.xml')]);
    const result = await aade.lookup('EL 123 456 783');

    expect(result).toEqual({
      ok: true,
      company: {
        afm: '123456783',
        name: 'ΙΑΤΡΙΚΑ ΕΙΔΗ ΚΩΝΣΤΑΝΤΙΝΟΥ ΜΟΝΟΠΡΟΣΩΠΗ ΙΚΕ',
        commercialTitle: 'MEDICA LAMIA',
        taxOffice: 'ΛΑΜΙΑΣ',
        address: 'ΥΨΗΛΑΝΤΟΥ 12',
        postalCode: '35100',
        city: 'ΛΑΜΙΑ',
        activity: 'ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΦΑΡΜΑΚΕΥΤΙΚΩΝ ΠΡΟΪΟΝΤΩΝ',
        active: true,
        isBusiness: true,
      },
    });
    expect(sent).toHaveLength(1);
    const request = sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(AADE_DEFAULT_ENDPOINT);
    expect(request?.headers['content-type']).toBe('application/soap+xml; charset=utf-8');
    const envelope = parseXml(request?.body ?? '');
    expect(envelope.name).toBe('Envelope');
    const token = findElement(envelope, 'UsernameToken');
    expect(childText(token, 'Username')).toBe('SHOPWS01');
    expect(childText(token, 'Password')).toBe('secret');
    const input = findElement(findElement(envelope, 'rgWsPublic2AfmMethod'), 'INPUT_REC');
    expect(childText(input, 'afm_called_for')).toBe('123456783');
    expect(childText(input, 'afm_called_by')).toBe('800123456');
    expect(input?.children.map((child) => child.name)).toEqual(['afm_called_by', 'afm_called_for']);
  });

  it('omits empty optional elements and sends as_on_date only when asked', async () => {
    const { aade, sent } = client([xml('aade-found.xml'), xml('aade-found.xml')], { callerAfm: '' });
    await aade.lookup('123456783');
    await aade.lookup('123456783', '2025-01-31');

    expect(sent[0]?.body).not.toContain('afm_called_by');
    expect(sent[0]?.body).not.toContain('as_on_date');
    const input = findElement(parseXml(sent[1]?.body ?? ''), 'INPUT_REC');
    expect(input?.children.map((child) => child.name)).toEqual(['afm_called_for', 'as_on_date']);
    expect(childText(input, 'as_on_date')).toBe('2025-01-31');
  });

  it('escapes what it sends, so a symbol in the credentials cannot change the request', async () => {
    const { aade, sent } = client([xml('aade-found.xml')], {
      username: 'A&B',
      password: `p<&>"'1</wsse:Password>`,
    });
    await aade.lookup('123456783');

    expect(sent[0]?.body).toContain('<wsse:Password Type="');
    expect(sent[0]?.body).toContain('p&lt;&amp;&gt;&quot;&apos;1&lt;/wsse:Password&gt;</wsse:Password>');
    const token = findElement(parseXml(sent[0]?.body ?? ''), 'UsernameToken');
    expect(childText(token, 'Username')).toBe('A&B');
    expect(childText(token, 'Password')).toBe(`p<&>"'1</wsse:Password>`);
  });

  it('reads names with &, apostrophes, quotes, CDATA and character references', async () => {
    const { aade } = client([xml('aade-special-characters.xml')]);
    const result = await aade.lookup('998877666');

    expect(result).toEqual({
      ok: true,
      company: {
        afm: '998877666',
        name: 'ΓΕΩΡΓΙΟΥ & ΣΙΑ Ο.Ε.',
        commercialTitle: '<ΥΓΕΙΑ & ΟΜΟΡΦΙΑ>',
        taxOffice: "Δ' ΑΘΗΝΩΝ",
        address: 'ΛΕΩΦ. ΑΛΕΞΑΝΔΡΑΣ "ΠΑΡΚΟ" 3Α',
        postalCode: '11473',
        city: 'ΑΘΗΝΑ',
        // The main activity (kind 1), although the registry listed a secondary one first.
        activity: 'ΛΙΑΝΙΚΟ ΕΜΠΟΡΙΟ ΚΑΛΛΥΝΤΙΚΩΝ & ΕΙΔΩΝ ΠΡΟΣΩΠΙΚΗΣ ΥΓΙΕΙΝΗΣ',
        active: false,
        isBusiness: false,
      },
    });
  });

  it('gives every documented RG_WS_PUBLIC_* error its own result code', async () => {
    const registryCodes = Object.keys(AADE_ERROR_CODES) as (keyof typeof AADE_ERROR_CODES)[];
    const { aade } = client(registryCodes.map(errorAnswer));
    for (const registryCode of registryCodes) {
      const result = await aade.lookup('123456783');
      expect(result).toMatchObject({ ok: false, code: AADE_ERROR_CODES[registryCode], registryCode });
    }
    expect(new Set(Object.values(AADE_ERROR_CODES)).size).toBe(registryCodes.length);
    expect(AADE_ERROR_CODES).toMatchObject({
      RG_WS_PUBLIC_TAXPAYER_NF: 'not_found',
      RG_WS_PUBLIC_WRONG_AFM: 'wrong_afm',
      RG_WS_PUBLIC_TOKEN_USERNAME_NOT_AUTHENTICATED: 'not_authenticated',
      RG_WS_PUBLIC_MAX_DAILY_USERNAME_CALLS_EXCEEDED: 'daily_limit',
      RG_WS_PUBLIC_MONTHLY_LIMIT_EXCEEDED: 'monthly_limit',
      RG_WS_PUBLIC_SERVICE_NOT_ACTIVE: 'service_inactive',
      RG_WS_PUBLIC_FAILURES_TOLERATED_EXCEEDED: 'failures_exceeded',
      RG_WS_PUBLIC_AFM_CALLED_BY_BLOCKED: 'caller_blocked',
    });
  });

  it('keeps the registry description of a not-found tax id and names an unknown code', async () => {
    const { aade } = client([xml('aade-error.xml'), errorAnswer('RG_WS_PUBLIC_SOMETHING_NEW')]);

    expect(await aade.lookup('123456783')).toEqual({
      ok: false,
      code: 'not_found',
      registryCode: 'RG_WS_PUBLIC_TAXPAYER_NF',
      detail: 'Ο Α.Φ.Μ. για τον οποίο ζητούνται πληροφορίες δεν ανήκει σε κανέναν φορολογούμενο.',
    });
    expect(await aade.lookup('123456783')).toMatchObject({
      ok: false,
      code: 'unrecognised_error',
      registryCode: 'RG_WS_PUBLIC_SOMETHING_NEW',
    });
  });

  it('reports a SOAP fault as such, with its reason', async () => {
    const { aade } = client([{ status: 500, body: fixture('aade-soap-fault.xml') }]);
    expect(await aade.lookup('123456783')).toEqual({
      ok: false,
      code: 'soap_fault',
      detail: 'Internal Error (from server)',
    });
  });

  it('reports a timeout, a network failure and an HTTP error page as unavailable', async () => {
    const { aade } = client([
      'hang',
      'network-error',
      { status: 503, body: '<html><body>Service Unavailable</body>', contentType: 'text/html' },
    ]);
    expect(await aade.lookup('123456783')).toEqual({ ok: false, code: 'unavailable', detail: 'timeout' });
    expect(await aade.lookup('123456783')).toEqual({ ok: false, code: 'unavailable', detail: 'network' });
    expect(await aade.lookup('123456783')).toMatchObject({ ok: false, code: 'unavailable' });
  });

  it('refuses an answer that is not a company, and one that declares entities', async () => {
    const withEntity = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${fixture(
      'aade-found.xml',
    )
      .replace(/^<\?xml[^>]*>/, '')
      .replace('MEDICA LAMIA', '&x;')}`;
    const { aade } = client([
      errorAnswer(''),
      { status: 200, body: 'not xml at all' },
      { status: 200, body: withEntity },
    ]);

    expect(await aade.lookup('123456783')).toMatchObject({ ok: false, code: 'invalid_response' });
    expect(await aade.lookup('123456783')).toMatchObject({ ok: false, code: 'invalid_response' });
    expect(await aade.lookup('123456783')).toMatchObject({
      ok: false,
      code: 'invalid_response',
      detail: 'Declarations (DOCTYPE, ENTITY) are refused',
    });
  });

  it('checks the ΑΦΜ checksum first: a mistyped number never reaches AADE', async () => {
    const { aade, sent } = client([xml('aade-found.xml')]);
    for (const afm of ['123456789', '000000000', '12345678', 'ΑΒΓ']) {
      expect(await aade.lookup(afm)).toEqual({ ok: false, code: 'invalid_afm' });
    }
    expect(sent).toHaveLength(0);
  });
});
