import { describe, expect, it } from 'vitest';
import { fakeFetch, type RecordedReply, readFixture } from '../../test/fake-fetch.ts';
import { BoxNowClient } from './boxnow-client.ts';

const BASE_URL = 'https://api-stage.boxnow.gr';
const json = (name: string, status = 200): RecordedReply => ({
  status,
  body: readFixture(import.meta.url, `fixtures/${name}`),
});

function client(replies: RecordedReply[]) {
  const fake = fakeFetch(replies);
  const boxNow = new BoxNowClient({
    baseUrl: `${BASE_URL}/`,
    token: 'partner-token',
    fetch: fake.fetch,
    timeoutMs: 50,
  });
  return { boxNow, sent: fake.sent };
}

describe('BoxNow destinations (recorded responses)', () => {
  it('asks with the bearer token and the query, and maps each locker', async () => {
    const { boxNow, sent } = client([json('boxnow-destinations.json')]);
    const result = await boxNow.destinations({
      near: { lat: 38.9, lng: 22.434 },
      radius: 5000,
      name: 'Λαμία',
      locationType: 'apm',
      requiredSize: 2,
    });

    expect(result).toEqual({
      ok: true,
      skipped: 0,
      lockers: [
        {
          id: '2361',
          name: 'ΑΒ Βασιλόπουλος Λαμίας',
          address: 'Υψηλάντου 45',
          postalCode: '35100',
          city: 'Λαμία',
          lat: 38.90112,
          lng: 22.43437,
        },
        {
          id: '2378',
          name: 'Shell Λαμίας Καλυβίων',
          address: 'Λεωφ. Καλυβίων 12',
          postalCode: '35131',
          city: 'Λαμία',
          lat: 38.89623,
          lng: 22.42805,
        },
        {
          id: '2402',
          name: 'BOX NOW Ροδίτσα',
          address: 'Ρήγα Φεραίου 3',
          postalCode: '35150',
          city: 'Ροδίτσα',
          lat: 38.87904,
          lng: 22.44588,
        },
      ],
    });
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE_URL}/api/v1/destinations`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latlng: '38.9,22.434',
      radius: '5000',
      name: 'Λαμία',
      locationType: 'apm',
      requiredSize: '2',
    });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer partner-token' });
  });

  it('sends no query string when nothing narrows the search, and reads an empty list', async () => {
    const { boxNow, sent } = client([json('boxnow-destinations-empty.json')]);
    expect(await boxNow.destinations()).toEqual({ ok: true, lockers: [], skipped: 0 });
    expect(sent[0]?.url).toBe(`${BASE_URL}/api/v1/destinations`);
  });

  it('skips malformed entries and keeps the good ones', async () => {
    const { boxNow } = client([json('boxnow-destinations-malformed.json')]);
    const result = await boxNow.destinations({ name: 'Θεσσαλονίκη' });

    expect(result).toEqual({
      ok: true,
      skipped: 8,
      lockers: [
        {
          id: '3105',
          name: 'Κιόσκι Τσιμισκή',
          address: 'Τσιμισκή 78',
          postalCode: '54622',
          city: 'Θεσσαλονίκη',
          lat: 40.63198,
          lng: 22.94125,
        },
        {
          id: '3112',
          name: 'Περίπτερο Λιμανιού',
          address: 'Κουντουριώτου 9',
          postalCode: '54625',
          city: null,
          lat: 40.6401,
          lng: 22.9444,
        },
      ],
    });
  });

  it('reports a refused token as unauthorized', async () => {
    const { boxNow } = client([json('boxnow-unauthorized.json', 401)]);
    expect(await boxNow.destinations()).toEqual({ ok: false, code: 'unauthorized', status: 401 });
  });

  it('reports other failures by kind: rejected, unavailable, invalid response', async () => {
    const { boxNow } = client([
      { status: 400, body: '{"message":"Invalid latlng"}' },
      { status: 503, body: '<html>Service Unavailable</html>', contentType: 'text/html' },
      'hang',
      'network-error',
      { status: 200, body: '[{"id":"1"}]' },
    ]);
    expect(await boxNow.destinations()).toEqual({ ok: false, code: 'rejected', status: 400 });
    expect(await boxNow.destinations()).toEqual({ ok: false, code: 'unavailable', status: 503 });
    expect(await boxNow.destinations()).toEqual({ ok: false, code: 'unavailable' });
    expect(await boxNow.destinations()).toEqual({ ok: false, code: 'unavailable' });
    expect(await boxNow.destinations()).toEqual({ ok: false, code: 'invalid_response', status: 200 });
  });
});
