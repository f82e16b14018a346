/**
 * One way to call another company's service: a `fetch` the caller may replace (tests feed
 * recorded responses through it), a deadline on every call, and the body read as text so
 * each adapter parses it with its own schema. A network failure or an expired deadline is
 * an `OutboundUnavailableError`: the provider may still be fine, the caller may retry.
 */

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

export interface OutboundRequest {
  url: string;
  method: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

export interface OutboundResponse {
  status: number;
  text: string;
}

export class OutboundUnavailableError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'The service did not answer in time' : 'The service could not be reached');
    this.name = 'OutboundUnavailableError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export async function sendOutbound(
  fetchFunction: FetchFunction,
  request: OutboundRequest,
  timeoutMs: number,
): Promise<OutboundResponse> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchFunction(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
      // A redirect from a payment or tax service is never part of its API: follow none.
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new OutboundUnavailableError(signal.aborted ? 'timeout' : 'network', { cause: error });
  }
}

/** `Authorization: Basic …` from a client id and secret, as OAuth2 token endpoints ask for. */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}

/** A JSON body that is not JSON reads as `undefined`, which every response schema then refuses. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
