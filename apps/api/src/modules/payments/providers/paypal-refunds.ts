/**
 * Refunds through PayPal: `POST /v2/payments/captures/{capture_id}/refund` with the amount and
 * `PayPal-Request-Id` = the refund record's key, so a repeated call returns the same refund
 * instead of a second one. Several partial refunds are allowed up to the captured amount; PayPal
 * refuses more (`REFUND_AMOUNT_EXCEEDED`, `CAPTURE_FULLY_REFUNDED`), which is final.
 * Tested against recorded responses (fixtures/paypal-refund-*.json).
 */
import { centsToEuros } from '@shop/contract';
import { z } from 'zod';
import { type FetchFunction, parseJsonText } from '../../../lib/outbound-http.ts';
import { OAuthClient } from './oauth-client.ts';
import { failureForStatus, PaymentProviderError } from './payment-provider.ts';
import { PAYPAL_API_HOSTS, type PayPalEnvironment } from './paypal.ts';
import type { ProviderRefundRequest, ProviderRefundResult, RefundProvider } from './refund-provider.ts';

const PROVIDER = 'paypal';
const CAPTURE_ID = /^[A-Z0-9]{1,36}$/;

const refundAnswer = z.object({ id: z.string().min(1), status: z.string() });
const errorAnswer = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ issue: z.string(), description: z.string().optional() })).default([]),
});

export interface PayPalRefundOptions {
  environment: PayPalEnvironment;
  clientId: string;
  clientSecret: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
  now?: () => number;
}

export class PayPalRefunds implements RefundProvider {
  readonly name = PROVIDER;
  readonly idempotent = true;
  private readonly apiHost: string;
  private readonly api: OAuthClient;

  constructor(options: PayPalRefundOptions) {
    this.apiHost = PAYPAL_API_HOSTS[options.environment];
    this.api = new OAuthClient({
      provider: PROVIDER,
      tokenUrl: `${this.apiHost}/v1/oauth2/token`,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? 15_000,
      now: options.now ?? Date.now,
    });
  }

  async refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
    if (!CAPTURE_ID.test(request.transactionId)) {
      throw new PaymentProviderError(PROVIDER, 'rejected', undefined, 'malformed capture id');
    }
    const response = await this.api.send({
      url: `${this.apiHost}/v2/payments/captures/${request.transactionId}/refund`,
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'paypal-request-id': request.key,
        prefer: 'return=representation',
      },
      body: JSON.stringify({
        amount: { value: centsToEuros(request.amountCents).toFixed(2), currency_code: request.currency },
        note_to_payer: `Refund ${request.orderCode}`,
      }),
    });
    if (response.status < 200 || response.status > 299) {
      const refusal = errorAnswer.safeParse(parseJsonText(response.text)).data;
      const issue = refusal?.details[0]?.issue ?? refusal?.name;
      throw failureForStatus(PROVIDER, response.status, issue);
    }
    const parsed = refundAnswer.safeParse(parseJsonText(response.text));
    if (!parsed.success) throw new PaymentProviderError(PROVIDER, 'invalid_response', response.status);
    const { id, status } = parsed.data;
    if (status === 'COMPLETED') return { status: 'completed', refundId: id };
    if (status === 'PENDING') return { status: 'pending', refundId: id };
    throw new PaymentProviderError(PROVIDER, 'rejected', response.status, `refund ${status}`);
  }
}
