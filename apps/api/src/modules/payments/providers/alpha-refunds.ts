/**
 * Refunds through Alpha Bank's e-commerce gateway: the Cardlink (Modirum) VPOS XML API, version
 * 2.1, `POST /vpos/xmlpayvpos` on the gateway's host. A `VPOS` document (namespace
 * `http://www.modirum.com/schemas/vposxmlapi41`) carries a `Message` with a `RefundRequest`
 * (`Authentication/Mid`, `OrderInfo/OrderId` = the `orderid` the payment was started with,
 * `OrderAmount` in euros, `Currency`) and a `Digest`: Base64(SHA-256(the canonical `Message` +
 * the shared secret)), the redirect interface's digest (`alphaDigest`) over the message's
 * canonical XML. The answer's `RefundResponse` states `Status` (CAPTURED: refunded; REFUSED,
 * ERROR: not), the refund's own `TxId` and a `Description`; a request the gateway cannot take
 * is answered with an `ErrorCode` and its `Description`.
 *
 * The gateway takes no idempotency key (the `messageId` only names the message, and several
 * partial refunds of one order are allowed), so a refund whose answer was lost is not resent
 * automatically, as with Viva. Tested against responses recorded in the shape Cardlink's
 * documentation and published clients give (fixtures/alpha-refund-*.xml), not against the
 * live gateway.
 */
import { centsToEuros } from '@shop/contract';
import type { FetchFunction } from '../../../lib/outbound-http.ts';
import { ALPHA_HOSTS, type AlphaEnvironment, alphaDigest } from './alpha.ts';
import { failureForStatus, PaymentProviderError, sendToProvider } from './payment-provider.ts';
import type { ProviderRefundRequest, ProviderRefundResult, RefundProvider } from './refund-provider.ts';

const PROVIDER = 'alpha';
const XML_PATH = '/vpos/xmlpayvpos';
const NAMESPACE = 'http://www.modirum.com/schemas/vposxmlapi41';
const SIGNATURE_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';
const VERSION = '2.1';
/** The `orderid` the shop starts an Alpha payment with: the order code and six hex digits. */
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;
/** The gateway's "unspecified exception": its own failure, after which the refund may or may not exist. */
const SYSTEM_ERROR = 'SE';
const REFUSED_STATUSES = new Set(['REFUSED', 'REFUSEDRISK', 'CANCELED', 'ERROR']);

export interface AlphaRefundOptions {
  environment: AlphaEnvironment;
  merchantId: string;
  sharedSecret: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
  now?: () => Date;
}

/** Text content as canonical XML writes it. */
function xmlText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The text of the first `<name>` element of an answer (the gateway's are flat), unescaped. */
function element(xml: string, name: string): string | undefined {
  const match = new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`).exec(xml);
  return match?.[1]
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')
    .trim();
}

/**
 * The message and its canonical form (Canonical XML 1.0): the namespaces the `VPOS` root
 * declares are written on `Message`, before its attributes in name order, and no whitespace
 * between elements, so the digest the gateway recomputes is the one sent.
 */
export function alphaRefundMessage(fields: {
  messageId: string;
  timeStamp: string;
  merchantId: string;
  orderId: string;
  amount: string;
  currency: string;
}): { inner: string; canonical: string } {
  const inner =
    `<RefundRequest><Authentication><Mid>${xmlText(fields.merchantId)}</Mid></Authentication>` +
    `<OrderInfo><OrderId>${xmlText(fields.orderId)}</OrderId><OrderAmount>${fields.amount}</OrderAmount>` +
    `<Currency>${xmlText(fields.currency)}</Currency></OrderInfo></RefundRequest>`;
  const canonical = `<Message xmlns="${NAMESPACE}" xmlns:ns2="${SIGNATURE_NAMESPACE}" messageId="${fields.messageId}" timeStamp="${fields.timeStamp}" version="${VERSION}">${inner}</Message>`;
  return { inner, canonical };
}

export class AlphaRefunds implements RefundProvider {
  readonly name = PROVIDER;
  readonly idempotent = false;
  /** The gateway refunds a payment by the `orderid` the shop gave it, not by its `TxId`. */
  readonly refundsBy = 'order' as const;

  constructor(private readonly options: AlphaRefundOptions) {}

  async refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
    if (!ORDER_ID.test(request.transactionId)) {
      throw new PaymentProviderError(PROVIDER, 'rejected', undefined, 'malformed order id');
    }
    const now = (this.options.now ?? (() => new Date()))();
    const messageId = `M${now.getTime()}`;
    const timeStamp = now.toISOString().replace('Z', '+00:00');
    const { inner, canonical } = alphaRefundMessage({
      messageId,
      timeStamp,
      merchantId: this.options.merchantId,
      orderId: request.transactionId,
      amount: centsToEuros(request.amountCents).toFixed(2),
      currency: request.currency,
    });
    const digest = alphaDigest([canonical], this.options.sharedSecret);
    const body =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
      `<VPOS xmlns="${NAMESPACE}" xmlns:ns2="${SIGNATURE_NAMESPACE}">` +
      `<Message version="${VERSION}" messageId="${messageId}" timeStamp="${timeStamp}">${inner}</Message>` +
      `<Digest>${digest}</Digest></VPOS>`;
    const response = await sendToProvider(
      PROVIDER,
      this.options.fetch ?? globalThis.fetch,
      {
        url: `${ALPHA_HOSTS[this.options.environment]}${XML_PATH}`,
        method: 'POST',
        headers: { 'content-type': 'application/xml; charset=UTF-8', accept: 'application/xml' },
        body,
      },
      this.options.timeoutMs ?? 30_000,
    );
    if (response.status < 200 || response.status > 299) throw failureForStatus(PROVIDER, response.status);
    return this.read(response.status, response.text);
  }

  private read(httpStatus: number, text: string): ProviderRefundResult {
    // The gateway has answered some failures with JSON ({"error": …, "errorCode": "SE"}).
    const json = /^\s*\{/.test(text) ? /"errorCode"\s*:\s*"([^"]*)"/.exec(text)?.[1] : undefined;
    const errorCode = element(text, 'ErrorCode') ?? json;
    const description = element(text, 'Description');
    if (errorCode) {
      // Its own unspecified failure may have come after the refund was made: not a refusal.
      const failure = errorCode === SYSTEM_ERROR ? 'unavailable' : 'rejected';
      // Version 1.0 error envelopes may state an `ErrorMessage` beside the description.
      const detail = [errorCode, element(text, 'ErrorMessage'), description].filter(Boolean).join(' ');
      throw new PaymentProviderError(PROVIDER, failure, httpStatus, detail);
    }
    const answer = /<(?:\w+:)?RefundResponse[\s>]/.test(text) ? text : undefined;
    const status = answer ? element(answer, 'Status')?.toUpperCase() : undefined;
    const txId = answer ? element(answer, 'TxId') : undefined;
    if (!status) {
      // An answer that says nothing readable may still follow a refund that was made.
      throw new PaymentProviderError(PROVIDER, 'unavailable', httpStatus, 'unreadable answer');
    }
    if (REFUSED_STATUSES.has(status)) {
      throw new PaymentProviderError(PROVIDER, 'rejected', httpStatus, description ?? status);
    }
    if (!txId || txId === '0') {
      throw new PaymentProviderError(PROVIDER, 'unavailable', httpStatus, `status ${status} without a TxId`);
    }
    if (status === 'CAPTURED') return { status: 'completed', refundId: txId };
    // Accepted, not yet settled by the gateway.
    if (status === 'AUTHORIZED' || status === 'PROCESSING') return { status: 'pending', refundId: txId };
    throw new PaymentProviderError(PROVIDER, 'unavailable', httpStatus, `status ${status}`);
  }
}
