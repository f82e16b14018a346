/**
 * Card payments through Piraeus Bank's e-commerce gateway (Winbank Paycenter, redirection with a
 * ticket). Configuration: `WINBANK_ACQUIRER_ID`, `WINBANK_MERCHANT_ID`, `WINBANK_POS_ID`,
 * `WINBANK_USERNAME`, `WINBANK_PASSWORD`; the bank is told `/api/webhooks/winbank` as the success
 * and the failure URL of the merchant.
 *
 * start: the ticket service (`IssueNewTicket`, SOAP) issues a `TranTicket` for the merchant
 * reference and amount; the storefront then posts the documented form to `redirection/pay.aspx`.
 * verify: the bank posts the result from the browser with `HashKey` = upper-case hex
 * HMAC-SHA256, keyed by the ticket, of `TranTicket;PosId;AcquirerId;MerchantReference;ApprovalCode;
 * Parameters;ResponseCode;SupportReferenceID;AuthStatus;PackageNo;StatusFlag`. Only a result whose
 * hash matches is believed; the ticket (kept with the attempt, never sent to the browser) binds it
 * to the amount it was issued for. Tested against responses recorded in the shape the bank's
 * documentation gives (fixtures/winbank-*), not against the live gateway.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { centsToEuros } from '@shop/contract';
import { z } from 'zod';
import type { FetchFunction } from '../../../lib/outbound-http.ts';
import {
  failureForStatus,
  type PaymentOrder,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStart,
  type PaymentVerdict,
  type PaymentVerifyInput,
  sendToProvider,
} from './payment-provider.ts';

export const WINBANK_HOST = 'https://paycenter.piraeusbank.gr';
const TICKET_PATH = '/services/tickets/issuer.asmx';
const PAYMENT_PATH = '/redirection/pay.aspx';
const SOAP_ACTION = 'http://piraeusbank.gr/paycenter/redirection/IssueNewTicket';
const PROVIDER = 'winbank';
/** ISO 4217 number of the euro, as the ticket request wants it. */
const EURO = '978';
/** A sale (`02`); `00` would only authorise. */
const SALE = '02';
/** Response codes of an approved card transaction. */
const APPROVED = new Set(['00', '08', '10', '11', '16']);

export interface WinbankOptions {
  acquirerId: string;
  merchantId: string;
  posId: string;
  username: string;
  password: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
}

/** What the adapter keeps with the attempt: the ticket and the amount it was issued for. */
const keptTicket = z.object({
  ticket: z.string().min(1),
  amountCents: z.number().int(),
  currency: z.string(),
});

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The text of the first `<name>` element of a SOAP answer (the ticket service's are flat). */
function element(xml: string, name: string): string | undefined {
  const match = new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`).exec(xml);
  return match?.[1]
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

export class WinbankProvider implements PaymentProvider {
  readonly name = PROVIDER;

  constructor(private readonly options: WinbankOptions) {}

  /** Asks the bank for a ticket, then answers the form the browser posts to the bank's card page. */
  async start(order: PaymentOrder): Promise<PaymentStart> {
    const merchantReference = `${order.code}-${randomBytes(3).toString('hex')}`;
    const request: Record<string, string> = {
      Username: this.options.username,
      // The ticket service takes the password as its MD5, in hex.
      Password: createHash('md5').update(this.options.password, 'utf8').digest('hex'),
      MerchantId: this.options.merchantId,
      PosId: this.options.posId,
      AcquirerId: this.options.acquirerId,
      MerchantReference: merchantReference,
      RequestType: SALE,
      ExpirePreauth: '0',
      Amount: centsToEuros(order.amountCents).toFixed(2),
      CurrencyCode: EURO,
      Installments: String(order.maxInstallments > 1 ? order.maxInstallments : 0),
      Bnpl: '0',
      Parameters: order.uid,
    };
    const body = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><IssueNewTicket xmlns="http://piraeusbank.gr/paycenter/redirection"><Request>${Object.entries(
      request,
    )
      .map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`)
      .join('')}</Request></IssueNewTicket></soap:Body></soap:Envelope>`;
    const response = await sendToProvider(
      PROVIDER,
      this.options.fetch ?? globalThis.fetch,
      {
        url: `${WINBANK_HOST}${TICKET_PATH}`,
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: SOAP_ACTION },
        body,
      },
      this.options.timeoutMs ?? 10_000,
    );
    if (response.status < 200 || response.status > 299) throw failureForStatus(PROVIDER, response.status);
    const resultCode = element(response.text, 'ResultCode');
    const ticket = element(response.text, 'TranTicket');
    if (resultCode === undefined)
      throw new PaymentProviderError(PROVIDER, 'invalid_response', response.status);
    if (resultCode !== '0' || !ticket) {
      // 1 is the bank's "not authorised" (wrong credentials or a POS not enabled for tickets).
      const failure = resultCode === '1' ? 'not_authorized' : 'rejected';
      throw new PaymentProviderError(
        PROVIDER,
        failure,
        undefined,
        element(response.text, 'ResultDescription'),
      );
    }
    return {
      kind: 'form',
      action: `${WINBANK_HOST}${PAYMENT_PATH}`,
      fields: {
        AcquirerId: this.options.acquirerId,
        MerchantId: this.options.merchantId,
        PosId: this.options.posId,
        User: this.options.username,
        LanguageCode: order.language === 'el' ? 'el-GR' : 'en-US',
        MerchantReference: merchantReference,
        ParamBackLink: '',
      },
      providerRef: merchantReference,
      providerData: JSON.stringify({ ticket, amountCents: order.amountCents, currency: order.currency }),
    };
  }

  /** The bank's result as posted to the success or failure URL (`input.query`: the form's fields). */
  async verify(input: PaymentVerifyInput): Promise<PaymentVerdict> {
    const posted = input.query ?? {};
    const reference = posted.MerchantReference;
    if (!reference || !posted.HashKey) throw new PaymentProviderError(PROVIDER, 'missing_reference');
    const kept = keptTicket.safeParse(input.providerData ? JSON.parse(input.providerData) : undefined);
    if (!kept.success || input.providerRef !== reference)
      throw new PaymentProviderError(
        PROVIDER,
        'unverified_notification',
        undefined,
        'no ticket for the reference',
      );
    const { ticket } = kept.data;
    const expected = winbankHashKey(ticket, [
      ticket,
      this.options.posId,
      this.options.acquirerId,
      reference,
      posted.ApprovalCode ?? '',
      posted.Parameters ?? '',
      posted.ResponseCode ?? '',
      posted.SupportReferenceID ?? '',
      posted.AuthStatus ?? '',
      posted.PackageNo ?? '',
      posted.StatusFlag ?? '',
    ]);
    if (!sameText(posted.HashKey.toUpperCase(), expected))
      throw new PaymentProviderError(PROVIDER, 'unverified_notification', undefined, 'bad hash key');
    const paid =
      posted.ResultCode === '0' && posted.StatusFlag === 'Success' && APPROVED.has(posted.ResponseCode ?? '');
    const failed =
      posted.ResultCode !== '0' ||
      posted.StatusFlag === 'Failure' ||
      (posted.StatusFlag === 'Success' && !paid);
    const separator = reference.lastIndexOf('-');
    return {
      outcome: paid ? 'paid' : failed ? 'failed' : 'pending',
      providerRef: reference,
      ...(posted.TransactionId ? { transactionId: posted.TransactionId } : {}),
      // The hash binds the result to the ticket, and the ticket was issued for this amount.
      amountCents: kept.data.amountCents,
      currency: kept.data.currency,
      ...(separator > 0 ? { orderCode: reference.slice(0, separator) } : {}),
    };
  }
}

/** Upper-case hex HMAC-SHA256 of the values joined by `;`, keyed by the ticket, as the bank computes it. */
export function winbankHashKey(ticket: string, values: readonly string[]): string {
  return createHmac('sha256', ticket).update(values.join(';'), 'utf8').digest('hex').toUpperCase();
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
