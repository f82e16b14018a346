/**
 * Payments through PayPal Orders v2.
 *
 * Configuration it needs when wired: `PAYPAL_CLIENT_ID`, `PAYPAL_CLIENT_SECRET`,
 * `PAYPAL_ENV` (`sandbox` | `live`) and, for notifications, `PAYPAL_WEBHOOK_ID` (the id
 * PayPal gave the registered webhook; without it every notification is refused).
 *
 * start: `POST /v2/checkout/orders` (intent CAPTURE, our order code as `custom_id` and
 * `invoice_id`) → the buyer's approve link. verify: capture with a `PayPal-Request-Id`
 * derived from the PayPal order, so a repeated capture is the same capture; PayPal's
 * `ORDER_ALREADY_CAPTURED` means it was captured, so the order is fetched and reported.
 * A notification is believed only after `verify-webhook-signature` says SUCCESS over the
 * body exactly as received, and even then it only names the order to settle.
 * Tested against recorded responses (fixtures/paypal-*.json).
 */
import { centsToEuros, eurosToCents } from '@shop/contract';
import { z } from 'zod';
import { localized } from '../../../lib/localized.ts';
import { type FetchFunction, type OutboundResponse, parseJsonText } from '../../../lib/outbound-http.ts';
import { OAuthClient } from './oauth-client.ts';
import {
  failureForStatus,
  type PaymentOrder,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStart,
  type PaymentVerdict,
  type PaymentVerifyInput,
} from './payment-provider.ts';
import { orderIdOfVerifiedNotification, PROVIDER, verifyPayPalNotification } from './paypal-webhook.ts';

export type PayPalEnvironment = 'sandbox' | 'live';

export const PAYPAL_API_HOSTS: Record<PayPalEnvironment, string> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
};

export interface PayPalOptions {
  environment: PayPalEnvironment;
  clientId: string;
  clientSecret: string;
  webhookId?: string;
  /** The shop's name on PayPal's pages. */
  brandName?: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
  now?: () => number;
}

/** PayPal order ids are short upper-case alphanumerics; anything else never reaches a URL path. */
const ORDER_ID = /^[A-Z0-9]{1,36}$/;

const amount = z.object({ currency_code: z.string(), value: z.string().regex(/^\d+(\.\d{1,2})?$/) });
const capture = z.object({
  id: z.string(),
  status: z.string(),
  amount: amount.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
});
const paypalOrder = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        invoice_id: z.string().optional(),
        payments: z.object({ captures: z.array(capture).default([]) }).optional(),
      }),
    )
    .default([]),
});
const errorAnswer = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).default([]),
});

type PayPalOrder = z.infer<typeof paypalOrder>;

/** Capture states: COMPLETED is paid; these ended without money; PENDING and others may still settle. */
const FAILED_CAPTURES = new Set(['DECLINED', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED']);
/** Capture refusals that mean this payment failed (the shopper may try again), not a broken request. */
const DECLINED_ISSUES = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED', 'PAYER_CANNOT_PAY']);

export class PayPalProvider implements PaymentProvider {
  readonly name = PROVIDER;
  private readonly apiHost: string;
  private readonly api: OAuthClient;

  constructor(private readonly options: PayPalOptions) {
    this.apiHost = PAYPAL_API_HOSTS[options.environment];
    this.api = new OAuthClient({
      provider: PROVIDER,
      tokenUrl: `${this.apiHost}/v1/oauth2/token`,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? 10_000,
      now: options.now ?? Date.now,
    });
  }

  async start(order: PaymentOrder): Promise<PaymentStart> {
    const response = await this.api.send({
      url: `${this.apiHost}/v2/checkout/orders`,
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        // One PayPal order per shop order: a retried or doubled start returns the same one.
        'paypal-request-id': `${order.uid}-create`,
      },
      body: JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.uid,
            custom_id: order.code,
            invoice_id: order.code,
            amount: { currency_code: order.currency, value: centsToEuros(order.amountCents).toFixed(2) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              ...(this.options.brandName ? { brand_name: this.options.brandName } : {}),
              locale: localized(order.language, 'el-GR', 'en-GB'),
              shipping_preference: 'NO_SHIPPING',
              user_action: 'PAY_NOW',
              return_url: order.returnUrl,
              cancel_url: order.cancelUrl,
            },
          },
        },
      }),
    });
    const created = readOrder(response);
    const approve = created.links.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
    if (!approve)
      throw new PaymentProviderError(PROVIDER, 'invalid_response', response.status, 'no approve link');
    return { kind: 'redirect', url: approve.href, providerRef: created.id };
  }

  /**
   * A browser return carries the PayPal order id as `token`; a notification names it after its
   * signature is verified. Either way the order is settled the same way: capture, idempotently.
   */
  async verify(input: PaymentVerifyInput): Promise<PaymentVerdict> {
    if (input.rawBody !== undefined) {
      const event = await verifyPayPalNotification(this.api, {
        apiHost: this.apiHost,
        webhookId: this.options.webhookId,
        rawBody: input.rawBody,
        headers: input.headers ?? {},
      });
      return this.settle(orderIdOfVerifiedNotification(event));
    }
    const returned = input.query?.token;
    if (returned && input.providerRef && returned !== input.providerRef) {
      throw new PaymentProviderError(PROVIDER, 'rejected', undefined, 'return for another PayPal order');
    }
    const orderId = input.providerRef ?? returned;
    if (!orderId) throw new PaymentProviderError(PROVIDER, 'missing_reference');
    return this.settle(orderId);
  }

  private async settle(orderId: string): Promise<PaymentVerdict> {
    if (!ORDER_ID.test(orderId))
      throw new PaymentProviderError(PROVIDER, 'rejected', undefined, 'malformed order id');
    const response = await this.api.send({
      url: `${this.apiHost}/v2/checkout/orders/${orderId}/capture`,
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'paypal-request-id': `${orderId}-capture`,
        prefer: 'return=representation',
      },
    });
    if (response.status === 422) {
      const issue = errorAnswer.safeParse(parseJsonText(response.text)).data?.details[0]?.issue;
      if (issue === 'ORDER_ALREADY_CAPTURED') return verdictOf(await this.fetchOrder(orderId));
      if (issue === 'ORDER_NOT_APPROVED') return { outcome: 'pending', providerRef: orderId };
      if (issue && DECLINED_ISSUES.has(issue)) return { outcome: 'failed', providerRef: orderId };
      throw new PaymentProviderError(PROVIDER, 'rejected', 422, issue);
    }
    return verdictOf(readOrder(response));
  }

  private async fetchOrder(orderId: string): Promise<PayPalOrder> {
    return readOrder(
      await this.api.send({
        url: `${this.apiHost}/v2/checkout/orders/${orderId}`,
        method: 'GET',
        headers: { accept: 'application/json' },
      }),
    );
  }
}

function readOrder(response: OutboundResponse): PayPalOrder {
  if (response.status < 200 || response.status > 299) {
    const issue = errorAnswer.safeParse(parseJsonText(response.text)).data?.details[0]?.issue;
    throw failureForStatus(PROVIDER, response.status, issue);
  }
  const parsed = paypalOrder.safeParse(parseJsonText(response.text));
  if (!parsed.success) throw new PaymentProviderError(PROVIDER, 'invalid_response', response.status);
  return parsed.data;
}

function verdictOf(order: PayPalOrder): PaymentVerdict {
  const unit = order.purchase_units[0];
  const captures = unit?.payments?.captures ?? [];
  const latest = captures.find((candidate) => candidate.status === 'COMPLETED') ?? captures.at(-1);
  if (!latest) {
    return { outcome: order.status === 'VOIDED' ? 'failed' : 'pending', providerRef: order.id };
  }
  const orderCode = latest.custom_id ?? unit?.custom_id ?? latest.invoice_id ?? unit?.invoice_id;
  return {
    outcome:
      latest.status === 'COMPLETED' ? 'paid' : FAILED_CAPTURES.has(latest.status) ? 'failed' : 'pending',
    providerRef: order.id,
    transactionId: latest.id,
    ...(latest.amount
      ? { amountCents: eurosToCents(Number(latest.amount.value)), currency: latest.amount.currency_code }
      : {}),
    ...(orderCode ? { orderCode } : {}),
  };
}
