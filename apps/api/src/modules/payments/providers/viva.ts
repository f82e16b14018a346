/**
 * Card payments through Viva Smart Checkout.
 *
 * Configuration it needs when wired: `VIVA_CLIENT_ID`, `VIVA_CLIENT_SECRET` (Smart Checkout
 * credentials), `VIVA_SOURCE_CODE` (the payment source whose success and failure URLs point at
 * `payment/viva/success|cancel`: Viva takes the return addresses from the source, not from
 * the order), `VIVA_ENV` (`demo` | `live`), and for the webhook endpoint's verification key
 * `VIVA_MERCHANT_ID` and `VIVA_API_KEY`.
 *
 * start: `POST /checkout/v2/orders` (amount in cents) → redirect to `/web/checkout?ref={orderCode}`.
 * verify: `GET /checkout/v2/transactions/{t}` decides. Viva's webhooks carry no signature, so a
 * notification is only a trigger to fetch the transaction; nothing in its body is believed.
 * Tested against recorded responses (fixtures/viva-*.json).
 */
import { eurosToCents } from '@shop/contract';
import { z } from 'zod';
import { localized } from '../../../lib/localized.ts';
import {
  basicAuthorization,
  type FetchFunction,
  OutboundUnavailableError,
  parseJsonText,
  sendOutbound,
} from '../../../lib/outbound-http.ts';
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

export type VivaEnvironment = 'demo' | 'live';

export const VIVA_HOSTS: Record<VivaEnvironment, { accounts: string; api: string; checkout: string }> = {
  demo: {
    accounts: 'https://demo-accounts.vivapayments.com',
    api: 'https://demo-api.vivapayments.com',
    checkout: 'https://demo.vivapayments.com',
  },
  live: {
    accounts: 'https://accounts.vivapayments.com',
    api: 'https://api.vivapayments.com',
    checkout: 'https://www.vivapayments.com',
  },
};

export interface VivaOptions {
  environment: VivaEnvironment;
  clientId: string;
  clientSecret: string;
  sourceCode?: string;
  /**
   * A payment method Smart Checkout opens with instead of letting the shopper choose
   * (`paymentMethod` of the checkout URL): `VIVA_IRIS_METHOD` for IRIS.
   */
  paymentMethod?: number;
  fetch?: FetchFunction;
  timeoutMs?: number;
  now?: () => number;
}

/** Viva's method id of IRIS, the Greek instant account-to-account payment, in the checkout URL. */
export const VIVA_IRIS_METHOD = 29;

const PROVIDER = 'viva';
/** ISO 4217 numeric code Viva reports currencies with. */
const EURO_NUMERIC_CODE = '978';
/** Viva accepts 2-36 installments (Greek accounts and cards only). */
const MAX_VIVA_INSTALLMENTS = 36;
/** `F` is the only paid state; these end a payment without money taken. Others are still moving. */
const FAILED_STATUSES = new Set(['E', 'X', 'R']);
const TRANSACTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const digits = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String);
const createdOrder = z.object({ orderCode: digits });
const transaction = z.object({
  statusId: z.string().min(1),
  amount: z.number().nonnegative(),
  orderCode: digits,
  currencyCode: z.union([z.string(), z.number()]).transform(String),
  merchantTrns: z.string().nullish(),
});
const webhook = z.object({ EventData: z.object({ TransactionId: z.string() }) });

/**
 * Viva's order codes are 16-digit numbers, beyond what a JavaScript number holds exactly:
 * they are read as strings before the JSON is parsed.
 */
function parseVivaJson(text: string): unknown {
  return parseJsonText(text.replace(/("orderCode"\s*:\s*)(\d+)/gi, '$1"$2"'));
}

export class VivaProvider implements PaymentProvider {
  readonly name = PROVIDER;
  private readonly hosts: (typeof VIVA_HOSTS)[VivaEnvironment];
  private readonly api: OAuthClient;

  constructor(private readonly options: VivaOptions) {
    this.hosts = VIVA_HOSTS[options.environment];
    this.api = new OAuthClient({
      provider: PROVIDER,
      tokenUrl: `${this.hosts.accounts}/connect/token`,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? 10_000,
      now: options.now ?? Date.now,
    });
  }

  async start(order: PaymentOrder): Promise<PaymentStart> {
    const installments = Math.min(order.maxInstallments, MAX_VIVA_INSTALLMENTS);
    const response = await this.api.send({
      url: `${this.hosts.api}/checkout/v2/orders`,
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: order.amountCents,
        customerTrns: localized(order.language, `Παραγγελία ${order.code}`, `Order ${order.code}`),
        customer: {
          email: order.email,
          fullName: order.fullName,
          requestLang: localized(order.language, 'el-GR', 'en-GB'),
        },
        merchantTrns: order.code,
        ...(this.options.sourceCode ? { sourceCode: this.options.sourceCode } : {}),
        ...(installments > 1 ? { maxInstallments: installments } : {}),
      }),
    });
    if (response.status < 200 || response.status > 299) throw failureForStatus(PROVIDER, response.status);
    const created = createdOrder.safeParse(parseVivaJson(response.text));
    if (!created.success) throw new PaymentProviderError(PROVIDER, 'invalid_response', response.status);
    const { orderCode } = created.data;
    return {
      kind: 'redirect',
      url: `${this.hosts.checkout}/web/checkout?${new URLSearchParams({
        ref: orderCode,
        ...(this.options.paymentMethod === undefined
          ? {}
          : { paymentMethod: String(this.options.paymentMethod) }),
      })}`,
      providerRef: orderCode,
    };
  }

  /**
   * A browser return carries `t` (transaction id) and `s` (order code); a webhook carries the
   * transaction id in `EventData.TransactionId`. Without a transaction there is nothing to
   * decide yet: the payment is pending.
   */
  async verify(input: PaymentVerifyInput): Promise<PaymentVerdict> {
    const fromWebhook = webhook.safeParse(input.body);
    const transactionId =
      input.query?.t ?? (fromWebhook.success ? fromWebhook.data.EventData.TransactionId : undefined);
    if (transactionId === undefined) {
      const providerRef = input.providerRef ?? input.query?.s;
      if (!providerRef) throw new PaymentProviderError(PROVIDER, 'missing_reference');
      return { outcome: 'pending', providerRef };
    }
    if (!TRANSACTION_ID.test(transactionId)) {
      throw new PaymentProviderError(PROVIDER, 'rejected', undefined, 'malformed transaction id');
    }
    const response = await this.api.send({
      url: `${this.hosts.api}/checkout/v2/transactions/${transactionId}`,
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    if (response.status < 200 || response.status > 299) throw failureForStatus(PROVIDER, response.status);
    const found = transaction.safeParse(parseVivaJson(response.text));
    if (!found.success) throw new PaymentProviderError(PROVIDER, 'invalid_response', response.status);
    const { statusId, amount, orderCode, currencyCode, merchantTrns } = found.data;
    return {
      outcome: statusId === 'F' ? 'paid' : FAILED_STATUSES.has(statusId) ? 'failed' : 'pending',
      providerRef: orderCode,
      transactionId: transactionId.toLowerCase(),
      // Viva states euros with decimals; eurosToCents rounds away the binary fraction.
      amountCents: eurosToCents(amount),
      currency: currencyCode === EURO_NUMERIC_CODE ? 'EUR' : currencyCode,
      ...(merchantTrns ? { orderCode: merchantTrns } : {}),
    };
  }
}

export interface VivaWebhookKeyOptions {
  environment: VivaEnvironment;
  merchantId: string;
  apiKey: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
}

/**
 * The body our webhook endpoint answers Viva's GET with (`{ "Key": "…" }`), fetched from Viva
 * with the merchant id and API key. Viva checks it once when the webhook is registered.
 */
export async function fetchVivaWebhookKey(options: VivaWebhookKeyOptions): Promise<{ Key: string }> {
  let response: Awaited<ReturnType<typeof sendOutbound>>;
  try {
    response = await sendOutbound(
      options.fetch ?? globalThis.fetch,
      {
        url: `${VIVA_HOSTS[options.environment].checkout}/api/messages/config/token`,
        method: 'GET',
        headers: {
          accept: 'application/json',
          authorization: basicAuthorization(options.merchantId, options.apiKey),
        },
      },
      options.timeoutMs ?? 10_000,
    );
  } catch (error) {
    if (error instanceof OutboundUnavailableError) throw new PaymentProviderError(PROVIDER, 'unavailable');
    throw error;
  }
  if (response.status < 200 || response.status > 299) throw failureForStatus(PROVIDER, response.status);
  const answer = z.object({ Key: z.string().min(1) }).safeParse(parseJsonText(response.text));
  if (!answer.success) throw new PaymentProviderError(PROVIDER, 'invalid_response', response.status);
  return { Key: answer.data.Key };
}
