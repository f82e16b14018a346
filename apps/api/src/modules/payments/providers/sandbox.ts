/**
 * The sandbox: a card provider the shop serves itself, so that the demo and the tests pay
 * through the same redirect, return and notification paths as a real provider, with nothing
 * leaving the machine. Its hosted page (`sandbox-page.ts`) lets the shopper approve, decline or
 * abandon (the reference in its address, 128 random bits, is what lets a shopper decide a
 * payment); every result it sends back, to the browser or as a notification, is signed with a
 * key derived from the app secret, so a forged or edited return is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Language, type SandboxReturn, sandboxReturnSchema } from '@shop/contract';
import { deriveKey } from '../../../lib/secrets.ts';
import {
  type PaymentOrder,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStart,
  type PaymentVerdict,
  type PaymentVerifyInput,
} from './payment-provider.ts';

const PROVIDER = 'sandbox';

export interface SandboxOptions {
  secret: string;
  /** The hosted page of a payment, an absolute URL. */
  pageUrl: (reference: string, language: Language) => string;
}

/** What the sandbox says about one payment; `sig` is added when it is sent. */
export type SandboxResult = Omit<SandboxReturn, 'sig'>;

export class SandboxProvider implements PaymentProvider {
  readonly name = PROVIDER;
  private readonly resultKey: Uint8Array;

  constructor(private readonly options: SandboxOptions) {
    this.resultKey = deriveKey(options.secret, 'payments-sandbox-result');
  }

  async start(order: PaymentOrder): Promise<PaymentStart> {
    const reference = `sbx_${randomBytes(16).toString('hex')}`;
    return { kind: 'redirect', url: this.options.pageUrl(reference, order.language), providerRef: reference };
  }

  /** A return carries the signed result in its query, a notification in its body. */
  async verify(input: PaymentVerifyInput): Promise<PaymentVerdict> {
    const parsed = sandboxReturnSchema.safeParse(input.query ?? input.body);
    if (!parsed.success) throw new PaymentProviderError(PROVIDER, 'missing_reference');
    const { sig, ...result } = parsed.data;
    if (!matches(sig, this.signResult(result))) {
      throw new PaymentProviderError(PROVIDER, 'unverified_notification', undefined, 'bad signature');
    }
    if (input.providerRef !== undefined && input.providerRef !== result.ref) {
      throw new PaymentProviderError(PROVIDER, 'rejected', undefined, 'result of another payment');
    }
    return {
      outcome: result.result,
      providerRef: result.ref,
      transactionId: result.tx,
      amountCents: result.amt,
      currency: result.cur,
      orderCode: result.code,
    };
  }

  /** A result as the sandbox sends it: the fields and their signature. */
  signed(result: SandboxResult): SandboxReturn {
    return { ...result, sig: this.signResult(result) };
  }

  /** A new transaction id, as a provider gives each attempt to charge a card. */
  newTransactionId(): string {
    return `sbxtx_${randomBytes(12).toString('hex')}`;
  }

  private signResult(result: SandboxResult): string {
    const text = [result.ref, result.tx, result.result, String(result.amt), result.cur, result.code].join(
      '\n',
    );
    return createHmac('sha256', this.resultKey).update(text).digest('base64url');
  }
}

function matches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
