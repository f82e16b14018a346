import { readFileSync } from 'node:fs';
import type { FetchFunction } from '../lib/outbound-http.ts';

/**
 * A `fetch` for adapter tests: it answers each request with the next recorded reply and keeps
 * what was sent (method, URL, headers, body) for the test to assert. There is no network here;
 * a request the test did not expect gets a 599 reply, and `sent` shows it.
 *
 * ```ts
 * const fake = fakeFetch([{ status: 200, body: readFixture(import.meta.url, 'fixtures/found.xml') }]);
 * await client.lookup('094019245');            // client built with { fetch: fake.fetch }
 * expect(fake.sent[0]?.method).toBe('POST');
 * ```
 */

export interface SentRequest {
  method: string;
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export type RecordedReply =
  | { status: number; body?: string; contentType?: string }
  /** Never answers; rejects when the caller's deadline aborts the request. */
  | 'hang'
  /** Rejects as `fetch` does when the connection fails. */
  | 'network-error';

export interface FakeFetch {
  fetch: FetchFunction;
  sent: SentRequest[];
}

export function fakeFetch(replies: RecordedReply[]): FakeFetch {
  const queue = [...replies];
  const sent: SentRequest[] = [];
  const fetch: FetchFunction = async (input, init = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      url: input,
      headers: Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      ),
      body: typeof init.body === 'string' ? init.body : '',
    });
    const reply = queue.shift();
    if (reply === undefined) return new Response('unexpected request', { status: 599 });
    if (reply === 'network-error') throw new TypeError('fetch failed');
    if (reply === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return new Response(reply.body ?? '', {
      status: reply.status,
      headers: { 'content-type': reply.contentType ?? 'application/json' },
    });
  };
  return { fetch, sent };
}

/** A recorded response body from a file beside the test (`import.meta.url` of the test). */
export function readFixture(testModuleUrl: string, path: string): string {
  return readFileSync(new URL(path, testModuleUrl), 'utf8');
}

/** A recorded JSON body with some fields changed, for the variants of one documented shape. */
export function fixtureWith(testModuleUrl: string, path: string, changes: Record<string, unknown>): string {
  return JSON.stringify({ ...(JSON.parse(readFixture(testModuleUrl, path)) as object), ...changes });
}
