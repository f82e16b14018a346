import { describe, expect, it } from 'vitest';
import { fakeFetch, fixtureWith, type RecordedReply, readFixture } from '../../test/fake-fetch.ts';
import { VIES_DEFAULT_BASE_URL, ViesClient } from './vies-client.ts';

const json = (name: string, status = 200): RecordedReply => ({
  status,
  body: readFixture(import.meta.url, `fixtures/${name}`),
});
const errorWrapper = (code: string, status: number): RecordedReply => ({
  status,
  body: fixtureWith(import.meta.url, 'fixtures/vies-error-wrapper.json', {
    errorWrappers: [{ error: code, message: null }],
  }),
});

function client(replies: RecordedReply[]) {
  const fake = fakeFetch(replies);
  return { vies: new ViesClient({ fetch: fake.fetch, timeoutMs: 50 }), sent: fake.sent };
}

describe('VIES VAT check (recorded responses)', () => {
  it('asks for a Greek number as EL and returns the registered name and address', async () => {
    const { vies, sent } = client([json('vies-valid-el.json')]);
    const result = await vies.check('GR', 'EL 123 456 783');

    expect(result).toEqual({
      status: 'valid',
      countryCode: 'EL',
      vatNumber: '123456783',
      name: 'ΙΑΤΡΙΚΑ ΕΙΔΗ ΚΩΝΣΤΑΝΤΙΝΟΥ ΜΟΝΟΠΡΟΣΩΠΗ ΙΚΕ',
      address: 'ΥΨΗΛΑΝΤΟΥ 12 35100 - ΛΑΜΙΑ',
      requestDate: '2026-11-24T16:21:05.412Z',
    });
    expect(sent).toEqual([
      {
        method: 'GET',
        url: `${VIES_DEFAULT_BASE_URL}/ms/EL/vat/123456783`,
        headers: { accept: 'application/json' },
        body: '',
      },
    ]);
  });

  it('reads "---" as a name or address the member state does not disclose', async () => {
    const { vies, sent } = client([json('vies-valid-undisclosed.json')]);
    expect(await vies.check('de', 'DE 811 907 980')).toMatchObject({
      status: 'valid',
      countryCode: 'DE',
      vatNumber: '811907980',
      name: null,
      address: null,
    });
    expect(sent[0]?.url).toBe(`${VIES_DEFAULT_BASE_URL}/ms/DE/vat/811907980`);
  });

  it('reports a number VIES does not know as invalid', async () => {
    const { vies } = client([json('vies-invalid.json')]);
    expect(await vies.check('EL', '998877666')).toEqual({
      status: 'invalid',
      countryCode: 'EL',
      vatNumber: '998877666',
      checkedLocally: false,
    });
  });

  it('never calls a number invalid when VIES is unavailable, slow or busy: try later', async () => {
    const tryLaterCodes = [
      'SERVICE_UNAVAILABLE',
      'MS_UNAVAILABLE',
      'TIMEOUT',
      'GLOBAL_MAX_CONCURRENT_REQ',
      'GLOBAL_MAX_CONCURRENT_REQ_TIME',
      'MS_MAX_CONCURRENT_REQ',
      'MS_MAX_CONCURRENT_REQ_TIME',
    ];
    const { vies } = client([
      json('vies-ms-unavailable.json'),
      json('vies-error-wrapper.json', 200),
      ...tryLaterCodes.map((code) => errorWrapper(code, 500)),
    ]);
    expect(await vies.check('EL', '123456783')).toEqual({ status: 'try_later', code: 'MS_UNAVAILABLE' });
    expect(await vies.check('EL', '123456783')).toEqual({
      status: 'try_later',
      code: 'MS_MAX_CONCURRENT_REQ',
    });
    for (const code of tryLaterCodes) {
      expect(await vies.check('EL', '123456783')).toEqual({ status: 'try_later', code });
    }
  });

  it('reports a refused request as an error, not as an invalid number', async () => {
    const codes = ['INVALID_INPUT', 'VAT_BLOCKED', 'IP_BLOCKED', 'INVALID_REQUESTER_INFO'];
    const { vies } = client(codes.map((code) => errorWrapper(code, 400)));
    for (const code of codes) {
      expect(await vies.check('CY', '10259033P')).toEqual({ status: 'error', code });
    }
  });

  it('reports a timeout, a network failure and an error page as try later', async () => {
    const { vies } = client([
      'hang',
      'network-error',
      { status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' },
      { status: 200, body: '{"unexpected":true}' },
    ]);
    expect(await vies.check('EL', '123456783')).toEqual({ status: 'try_later', code: 'UNREACHABLE' });
    expect(await vies.check('EL', '123456783')).toEqual({ status: 'try_later', code: 'UNREACHABLE' });
    expect(await vies.check('EL', '123456783')).toEqual({ status: 'try_later', code: 'SERVICE_UNAVAILABLE' });
    expect(await vies.check('EL', '123456783')).toEqual({ status: 'try_later', code: 'UNREADABLE' });
  });

  it('checks the ΑΦΜ checksum and the format first: those never reach VIES', async () => {
    const { vies, sent } = client([json('vies-valid-el.json')]);
    expect(await vies.check('GR', '123456789')).toEqual({
      status: 'invalid',
      countryCode: 'EL',
      vatNumber: '123456789',
      checkedLocally: true,
    });
    expect(await vies.check('EL', '000000000')).toMatchObject({ status: 'invalid', checkedLocally: true });
    expect(await vies.check('1X', '123456783')).toEqual({ status: 'error', code: 'INVALID_INPUT' });
    expect(await vies.check('DE', 'x')).toEqual({ status: 'error', code: 'INVALID_INPUT' });
    expect(await vies.check('DE', '../../admin')).toEqual({ status: 'error', code: 'INVALID_INPUT' });
    expect(sent).toHaveLength(0);
  });
});
