/**
 * Calls to a payment provider's API with an OAuth2 client-credentials token (Viva and
 * PayPal both issue one). The token is reused until shortly before it expires, so a busy
 * checkout does not ask for one per payment; callers arriving together share one request.
 * A 401 from the API means the token was revoked early: one fresh token, one retry.
 */
import { z } from 'zod';
import {
  basicAuthorization,
  type FetchFunction,
  type OutboundRequest,
  type OutboundResponse,
  OutboundUnavailableError,
  parseJsonText,
  sendOutbound,
} from '../../../lib/outbound-http.ts';
import { failureForStatus, PaymentProviderError } from './payment-provider.ts';

export interface OAuthClientOptions {
  /** Names the provider in errors. */
  provider: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  fetch: FetchFunction;
  timeoutMs: number;
  /** Milliseconds since the epoch; replaced in tests. */
  now: () => number;
}

/** A token is renewed this long before its stated expiry, so none expires in flight. */
const EXPIRY_MARGIN_MS = 60_000;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});

export class OAuthClient {
  private cached: { token: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(private readonly options: OAuthClientOptions) {}

  /** Sends `request` with the bearer token; a network failure or timeout is `unavailable`. */
  async send(request: OutboundRequest): Promise<OutboundResponse> {
    const response = await this.sendWith(await this.token(), request);
    if (response.status !== 401) return response;
    this.cached = undefined;
    return this.sendWith(await this.token(), request);
  }

  /** Sends `request` as it is (no bearer token), with the same failure mapping. */
  async sendPlain(request: OutboundRequest): Promise<OutboundResponse> {
    try {
      return await sendOutbound(this.options.fetch, request, this.options.timeoutMs);
    } catch (error) {
      if (error instanceof OutboundUnavailableError) {
        throw new PaymentProviderError(this.options.provider, 'unavailable', undefined, error.reason);
      }
      throw error;
    }
  }

  private sendWith(token: string, request: OutboundRequest): Promise<OutboundResponse> {
    return this.sendPlain({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
  }

  private token(): Promise<string> {
    if (this.cached && this.options.now() < this.cached.renewAt) return Promise.resolve(this.cached.token);
    this.pending ??= this.requestToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async requestToken(): Promise<string> {
    const { provider, tokenUrl, clientId, clientSecret, now } = this.options;
    const requestedAt = now();
    const response = await this.sendPlain({
      url: tokenUrl,
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: basicAuthorization(clientId, clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    // A token endpoint refuses wrong credentials with 400 (invalid_client) as often as with 401.
    if (response.status === 400) throw new PaymentProviderError(provider, 'not_authorized', 400);
    if (response.status < 200 || response.status > 299) throw failureForStatus(provider, response.status);
    const answer = tokenAnswer.safeParse(parseJsonText(response.text));
    if (!answer.success)
      throw new PaymentProviderError(provider, 'invalid_response', response.status, 'token');
    const lifetimeMs = answer.data.expires_in * 1000;
    this.cached = {
      token: answer.data.access_token,
      renewAt: requestedAt + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2),
    };
    return answer.data.access_token;
  }
}
