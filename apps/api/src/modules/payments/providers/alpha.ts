/**
 * Card payments through Alpha Bank's e-commerce gateway (Cardlink's redirect interface, version 2).
 *
 * Configuration it needs when wired: `ALPHA_MERCHANT_ID` (Cardlink's `mid`), `ALPHA_SHARED_SECRET`
 * and `ALPHA_ENV` (`test` | `live`). start: the storefront posts a form of the documented fields,
 * in the documented order, with `digest` = Base64(SHA-256(the values joined + shared secret)).
 * verify: the gateway posts the result back to the confirm or cancel URL with its own digest over
 * its fields; only a result whose digest matches is believed. Tested against a result built from
 * the published field table (fixtures/alpha-*.json), not against the live gateway.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { centsToEuros, eurosToCents } from '@shop/contract';
import { localized } from '../../../lib/localized.ts';
import {
  type PaymentOrder,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStart,
  type PaymentVerdict,
  type PaymentVerifyInput,
} from './payment-provider.ts';

export type AlphaEnvironment = 'test' | 'live';

export const ALPHA_HOSTS: Record<AlphaEnvironment, string> = {
  test: 'https://alphaecommerce-test.cardlink.gr',
  live: 'https://alphaecommerce.cardlink.gr',
};

export interface AlphaOptions {
  environment: AlphaEnvironment;
  merchantId: string;
  sharedSecret: string;
}

const PROVIDER = 'alpha';
const PAYMENT_PATH = '/vpos/shophandlermpi';

/** The request fields that take part in the digest, in the order the interface lists them. */
const REQUEST_FIELDS = [
  'version',
  'mid',
  'lang',
  'deviceCategory',
  'orderid',
  'orderDesc',
  'orderAmount',
  'currency',
  'payerEmail',
  'payerPhone',
  'billCountry',
  'billState',
  'billZip',
  'billCity',
  'billAddress',
  'weight',
  'dimensions',
  'shipCountry',
  'shipState',
  'shipZip',
  'shipCity',
  'shipAddress',
  'addFraudScore',
  'maxPayRetries',
  'reject3dsU',
  'payMethod',
  'trType',
  'extInstallmentoffset',
  'extInstallmentperiod',
  'extRecurringfrequency',
  'extRecurringenddate',
  'blockScore',
  'cssUrl',
  'confirmUrl',
  'cancelUrl',
  'var1',
  'var2',
  'var3',
  'var4',
  'var5',
  'var6',
  'var7',
  'var8',
  'var9',
] as const;

/** The result fields that take part in the gateway's digest, in order. */
const RESULT_FIELDS = [
  'version',
  'mid',
  'orderid',
  'status',
  'orderAmount',
  'currency',
  'paymentTotal',
  'message',
  'riskScore',
  'payMethod',
  'txId',
  'paymentRef',
  'extData',
] as const;

/** CAPTURED (a sale) and AUTHORIZED (a pre-authorisation) took the money; these ended without it. */
const PAID_STATUSES = new Set(['CAPTURED', 'AUTHORIZED']);
const FAILED_STATUSES = new Set(['REFUSED', 'REFUSEDRISK', 'CANCELED', 'ERROR']);

export class AlphaProvider implements PaymentProvider {
  readonly name = PROVIDER;

  constructor(private readonly options: AlphaOptions) {}

  /** The form for the shopper's browser; each attempt gets its own `orderid`, the gateway refuses a repeated one. */
  async start(order: PaymentOrder): Promise<PaymentStart> {
    if (!order.billing) {
      throw new PaymentProviderError(PROVIDER, 'rejected', undefined, 'the billing address is required');
    }
    const orderId = `${order.code}-${randomBytes(3).toString('hex')}`;
    const values: Partial<Record<(typeof REQUEST_FIELDS)[number], string>> = {
      version: '2',
      mid: this.options.merchantId,
      lang: order.language,
      orderid: orderId,
      orderDesc: localized(order.language, `Παραγγελία ${order.code}`, `Order ${order.code}`),
      orderAmount: centsToEuros(order.amountCents).toFixed(2),
      currency: order.currency,
      payerEmail: order.email,
      ...(order.billing.phone ? { payerPhone: order.billing.phone } : {}),
      billCountry: order.billing.country,
      billZip: order.billing.postcode,
      billCity: order.billing.city,
      billAddress: order.billing.address,
      trType: '1',
      ...(order.maxInstallments > 1
        ? { extInstallmentoffset: '0', extInstallmentperiod: String(order.maxInstallments) }
        : {}),
      confirmUrl: order.returnUrl,
      cancelUrl: order.cancelUrl,
    };
    const fields = Object.fromEntries(
      REQUEST_FIELDS.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])),
    ) as Record<string, string>;
    fields.digest = alphaDigest(Object.values(fields), this.options.sharedSecret);
    return {
      kind: 'form',
      action: `${ALPHA_HOSTS[this.options.environment]}${PAYMENT_PATH}`,
      fields,
      providerRef: orderId,
    };
  }

  /** The gateway's result as posted to the confirm or cancel URL (`input.query`: the form's fields). */
  async verify(input: PaymentVerifyInput): Promise<PaymentVerdict> {
    const posted = input.query ?? {};
    const given = posted.digest;
    const orderId = posted.orderid;
    if (!given || !orderId) throw new PaymentProviderError(PROVIDER, 'missing_reference');
    const expected = alphaDigest(
      RESULT_FIELDS.map((name) => posted[name] ?? ''),
      this.options.sharedSecret,
    );
    if (!sameText(given, expected) || posted.mid !== this.options.merchantId) {
      throw new PaymentProviderError(PROVIDER, 'unverified_notification', undefined, 'bad digest');
    }
    const status = (posted.status ?? '').toUpperCase();
    const amount = Number(posted.orderAmount);
    const separator = orderId.lastIndexOf('-');
    return {
      outcome: PAID_STATUSES.has(status) ? 'paid' : FAILED_STATUSES.has(status) ? 'failed' : 'pending',
      providerRef: orderId,
      ...(posted.txId ? { transactionId: posted.txId } : {}),
      ...(Number.isFinite(amount) ? { amountCents: eurosToCents(amount) } : {}),
      ...(posted.currency ? { currency: posted.currency } : {}),
      ...(separator > 0 ? { orderCode: orderId.slice(0, separator) } : {}),
    };
  }
}

/** Base64(SHA-256(values joined + shared secret)), as the gateway computes it on both sides. */
export function alphaDigest(values: readonly string[], sharedSecret: string): string {
  return createHash('sha256')
    .update(`${values.join('')}${sharedSecret}`, 'utf8')
    .digest('base64');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
