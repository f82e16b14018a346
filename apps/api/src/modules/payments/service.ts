import {
  type CardProviderCode,
  centsToEuros,
  DEFAULT_PATH_SETTINGS,
  localizePath,
  OrderStatus,
  PAYMENT_RETURN_PATHS,
  type PaymentForm,
  type PaymentProviderCode,
  type PaymentRefundDue,
  type PaymentResult,
  type PaymentStartResponse,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { GeoService } from '../geo/index.ts';
import type { OrdersService, PayableOrder } from '../orders/index.ts';
import { PaymentLedger, type PaymentSource, type ReceivedReport } from './ledger.ts';
import { callProvider } from './provider-calls.ts';
import { OFFLINE_PROVIDERS, type PaymentProviders } from './provider-registry.ts';
import {
  checkPaymentMatchesOrder,
  type PaymentBilling,
  type PaymentProvider,
  type PaymentStart,
  type PaymentVerdict,
  type PaymentVerifyInput,
} from './providers/payment-provider.ts';

export type { PaymentSource } from './ledger.ts';

type Report = ReceivedReport & { provider: CardProviderCode };

/** Where a provider sends the shopper back; absolute URLs. */
export interface PaymentReturnUrls {
  success: string;
  cancel: string;
}

/** What became of one report a provider or a returning browser brought (metrics count them). */
export interface SettledReport {
  provider: CardProviderCode;
  /** `refused`: the report did not match its order and changed nothing. */
  result: PaymentResult['outcome'] | 'refused';
}

export interface PaymentsServiceOptions {
  /** The storefront's public address: return URLs are built from it, never from a request. */
  publicUrl: string;
  /** Declined attempts an order may have before a failure cancels it (Try Again until then). */
  maxAttempts: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Paying orders by card: starting a payment with the order's provider, and settling what comes
 * back — a browser return or a provider's notification, in any order, any number of times. A
 * verdict is applied only after the provider confirmed it and it matches the order (amount,
 * currency, order code); the order moves through `OrdersService`, whose moves are idempotent.
 */
export class PaymentsService {
  private readonly ledger: PaymentLedger;
  private readonly now: () => Date;
  private readonly settledListeners: ((report: SettledReport) => void)[] = [];

  constructor(
    db: Db,
    private readonly orders: OrdersService,
    private readonly geo: GeoService,
    readonly providers: PaymentProviders,
    private readonly options: PaymentsServiceOptions,
  ) {
    this.ledger = new PaymentLedger(db);
    this.now = options.now ?? (() => new Date());
  }

  /** Called after each settled report, a repeated one too; synchronous, so it cannot delay the answer. */
  onSettled(listener: (report: SettledReport) => void): void {
    this.settledListeners.push(listener);
  }

  /** Whether orders with this provider can be placed: offline ones always, card ones when configured. */
  available(provider: PaymentProviderCode): boolean {
    return this.providers.available(provider);
  }

  /**
   * Starts paying a placed order: nothing to do for cash on delivery and bank deposit; for a card,
   * the URL of the provider's page (the sandbox's own page by default). Each call is one attempt.
   */
  async start(order: PayableOrder, urls?: PaymentReturnUrls): Promise<{ paymentUrl?: string }> {
    if (OFFLINE_PROVIDERS.has(order.provider)) return {};
    const code = order.provider as CardProviderCode;
    if (code === 'alpha' || code === 'winbank') {
      this.cardProvider(code);
      // A bank's form is posted by the storefront's request page, which asks for it by the order's uid.
      const requestPath =
        code === 'alpha' ? `/payment/alpha_request/${order.uid}` : `/payment/winbank/${order.uid}`;
      return { paymentUrl: this.storefrontUrl(order, requestPath) };
    }
    const started = await this.begin(code, order, urls);
    return started.kind === 'redirect' ? { paymentUrl: started.url } : {};
  }

  /**
   * `alphacardlink|winbank/getrequestbyid`: the form that starts the bank's card page for the order.
   * The form carries the payer's email, phone and billing address: an order placed in an account
   * is served to that account's customer only (`customerId`, null when no one is signed in); anyone
   * else gets the answer of a uid that does not exist. A guest's order is reached by its uid alone.
   */
  async bankForm(code: 'alpha' | 'winbank', uid: string, customerId: number | null): Promise<PaymentForm> {
    const order = await this.orders.forPayment(uid);
    if (!order || order.provider !== code || (order.customerId !== null && order.customerId !== customerId))
      throw new HttpError(404, 'payment_order_not_found');
    const started = await this.begin(code, order);
    if (started.kind !== 'form') throw new HttpError(422, 'payment_provider_refused');
    return { action: started.action, fields: started.fields };
  }

  /**
   * Try Again from checkout-failure: another attempt for the same order while it still waits for
   * its payment. The email must be the order's; a wrong uid and a wrong email get the same answer.
   */
  async retry(uid: string, email: string): Promise<PaymentStartResponse> {
    const order = await this.orders.forPayment(uid);
    if (!order || order.email.toLowerCase() !== email.trim().toLowerCase()) {
      throw new HttpError(404, 'payment_order_not_found');
    }
    if (OFFLINE_PROVIDERS.has(order.provider)) throw new HttpError(422, 'payment_not_card');
    const started = await this.start(order);
    return { uid: order.uid, code: order.code, ...started };
  }

  /**
   * Settles what a provider or the returning browser reports: the provider confirms it, the order
   * must match it, it is recorded once per transaction, and then the order is paid or, when the
   * shopper has no tries left, cancelled. Calling again with the same report changes nothing.
   */
  async settle(
    code: CardProviderCode,
    input: PaymentVerifyInput,
    source: PaymentSource,
  ): Promise<PaymentResult> {
    let result: PaymentResult;
    try {
      result = await this.settleReport(code, input, source);
    } catch (error) {
      if (error instanceof HttpError && error.messageKey === 'payment_mismatch')
        this.settled(code, 'refused');
      throw error;
    }
    this.settled(code, result.outcome);
    return result;
  }

  private settled(provider: CardProviderCode, result: SettledReport['result']): void {
    for (const listener of this.settledListeners) listener({ provider, result });
  }

  private async settleReport(
    code: CardProviderCode,
    input: PaymentVerifyInput,
    source: PaymentSource,
  ): Promise<PaymentResult> {
    const provider = this.cardProvider(code);
    // A return names its payment: one the shop never started is not taken to the provider at all.
    const claimed = claimedReference(code, input);
    const known = claimed === undefined ? undefined : await this.ledger.attemptByReference(code, claimed);
    if (claimed !== undefined && !known) throw new HttpError(404, 'payment_not_found');
    const verdict = await callProvider(() =>
      provider.verify(
        known
          ? {
              ...input,
              providerRef: known.providerRef,
              ...(known.providerData ? { providerData: known.providerData } : {}),
            }
          : input,
      ),
    );
    const attempt = known ?? (await this.ledger.attemptByReference(code, verdict.providerRef));
    if (!attempt) throw new HttpError(404, 'payment_not_found');
    const order = await this.orders.forPaymentById(attempt.orderId);
    if (!order) throw new HttpError(404, 'payment_order_not_found');
    const payload = input.rawBody ?? input.body ?? input.query ?? {};
    const record: Report = { provider: code, attempt, source, payload };

    const match = checkPaymentMatchesOrder(verdict, {
      code: order.code,
      amountCents: order.totalCents,
      currency: order.currency,
      providerRef: attempt.providerRef,
    });
    if (!match.ok) {
      await this.ledger.record(record, verdict, 'refused', match.mismatches.join(','));
      this.options.log.warn(
        { orderId: order.id, provider: code, verdict, mismatches: match.mismatches },
        'payment refused',
      );
      throw new HttpError(422, 'payment_mismatch');
    }
    if (verdict.outcome === 'pending') {
      await this.ledger.record(record, verdict, 'pending');
      return resultOf(order, 'pending');
    }
    if (verdict.outcome === 'failed') return this.applyFailure(order, attempt.id, verdict, record);
    return this.applyPayment(order, attempt.id, verdict, record);
  }

  /** One attempt: the provider is asked to start a payment of the order's total, and it is recorded. */
  private async begin(
    code: CardProviderCode,
    order: PayableOrder,
    urls?: PaymentReturnUrls,
  ): Promise<PaymentStart> {
    const provider = this.cardProvider(code);
    if (order.status !== OrderStatus.Pending) throw new HttpError(409, 'payment_not_payable');
    if (order.expiresAt && order.expiresAt.getTime() <= this.now().getTime()) {
      throw new HttpError(409, 'payment_expired');
    }
    // Alpha Bank posts its result to the API, which verifies it and then sends the browser on.
    const alphaResult = `${this.options.publicUrl}/api/webhooks/alpha`;
    const returnUrls =
      urls ??
      (code === 'alpha' ? { success: alphaResult, cancel: alphaResult } : this.returnUrls(code, order));
    const billing = code === 'alpha' ? await this.billingOf(order) : undefined;
    const started = await callProvider(() =>
      provider.start({
        uid: order.uid,
        code: order.code,
        amountCents: order.totalCents,
        currency: order.currency,
        language: order.language,
        email: order.email,
        fullName: order.fullName,
        maxInstallments: Math.max(1, order.installments),
        returnUrl: returnUrls.success,
        cancelUrl: returnUrls.cancel,
        ...(billing ? { billing } : {}),
      }),
    );
    if (started.kind === 'none') return started;
    // Under the provider's own name: an IRIS payment is a Viva one, settled by Viva's returns and webhooks.
    await this.ledger.openAttempt(
      order.id,
      provider.name,
      started.providerRef,
      order.totalCents,
      started.kind === 'form' ? started.providerData : undefined,
    );
    return started;
  }

  /**
   * A bank's result, posted by the shopper's browser: settled like any return, then the browser goes
   * on to the order's page (`payment/alpha/success/{uid}`) or, when it failed or could not be
   * believed, to checkout-failure, where Try Again is offered.
   */
  async bankReturn(code: 'alpha' | 'winbank', posted: Record<string, string | undefined>): Promise<string> {
    let result: PaymentResult;
    try {
      result = await this.settle(code, { query: posted }, 'return');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      this.options.log.warn({ provider: code, refusal: error.messageKey }, 'bank result not applied');
      const claimed = claimedReference(code, { query: posted });
      const attempt = claimed === undefined ? undefined : await this.ledger.attemptByReference(code, claimed);
      const order = attempt && (await this.orders.forPaymentById(attempt.orderId));
      const { cancel } = this.returnUrls(code, { uid: order?.uid ?? '', language: order?.language ?? 'el' });
      return order ? `${cancel}?${new URLSearchParams({ uid: order.uid })}` : cancel;
    }
    const order = await this.orders.forPayment(result.uid);
    const urls = this.returnUrls(code, { uid: result.uid, language: order?.language ?? 'el' });
    return result.outcome === 'failed'
      ? `${urls.cancel}?${new URLSearchParams({ uid: result.uid })}`
      : urls.success;
  }

  /** Payments taken that their order could not keep, oldest first: what staff must pay back. */
  async refundsDue(): Promise<PaymentRefundDue[]> {
    const attempts = await this.ledger.refundsDue();
    return Promise.all(
      attempts.map(async (attempt) => {
        const order = await this.orders.forPaymentById(attempt.orderId);
        return {
          uid: order?.uid ?? '',
          code: order?.code ?? '',
          provider: attempt.provider,
          ref: attempt.providerRef,
          tx: attempt.transactionId,
          amt: centsToEuros(attempt.amountCents),
          dt: attempt.updatedAt.toISOString(),
        };
      }),
    );
  }

  /** The storefront's URLs a provider returns the shopper to for this order. */
  returnUrls(code: CardProviderCode, order: Pick<PayableOrder, 'uid' | 'language'>): PaymentReturnUrls {
    const paths = PAYMENT_RETURN_PATHS[code];
    const success = code === 'alpha' || code === 'winbank' ? `${paths.success}/${order.uid}` : paths.success;
    return { success: this.storefrontUrl(order, success), cancel: this.storefrontUrl(order, paths.cancel) };
  }

  private async applyPayment(
    order: PayableOrder,
    attemptId: number,
    verdict: PaymentVerdict,
    record: Report,
  ): Promise<PaymentResult> {
    const transactionId = verdict.transactionId;
    if (!transactionId) throw new HttpError(502, 'payment_not_verified');
    if (!(await this.ledger.record(record, verdict, 'paid')).sameAttempt) {
      throw new HttpError(422, 'payment_mismatch');
    }
    await this.ledger.markAttemptPaid(attemptId, transactionId);
    const paid = await this.orders.markPaid(order.id, {
      provider: record.provider,
      transactionId,
      amountCents: order.totalCents,
    });
    const current = (await this.orders.forPaymentById(order.id)) ?? order;
    if (paid) return resultOf(current, 'paid');
    // Not paid now: paid before by this transaction (a replay), or the order could no longer take
    // it — cancelled (expired) or paid by another attempt. The money must then go back.
    const paidByAnother = await this.ledger.paidByAnotherTransaction(order.id, transactionId);
    if (current.status === OrderStatus.Cancelled || paidByAnother) {
      const why = paidByAnother ? 'order paid by another transaction' : 'order cancelled before the payment';
      await this.ledger.flagRefund(attemptId, record.provider, transactionId, why);
      this.options.log.error(
        { orderId: order.id, provider: record.provider, transactionId },
        `payment to refund: ${why}`,
      );
      return resultOf(current, paidByAnother ? 'paid' : 'failed');
    }
    return resultOf(current, 'paid');
  }

  private async applyFailure(
    order: PayableOrder,
    attemptId: number,
    verdict: PaymentVerdict,
    record: Report,
  ): Promise<PaymentResult> {
    if (!(await this.ledger.record(record, verdict, 'failed')).sameAttempt) {
      throw new HttpError(422, 'payment_mismatch');
    }
    await this.ledger.markAttemptFailed(attemptId);
    const attempts = await this.ledger.attemptsOf(order.id);
    const stillTrying = attempts.some((attempt) => attempt.status === 'started');
    if (order.status === OrderStatus.Pending && !stillTrying && attempts.length >= this.options.maxAttempts) {
      await this.orders.cancel(order.id, { reason: 'payment_failed', actor: { kind: 'payment' } });
    }
    return resultOf((await this.orders.forPaymentById(order.id)) ?? order, 'failed');
  }

  /** The order's billing address with the country's ISO code, for a bank's 3-D Secure data. */
  private async billingOf(order: PayableOrder): Promise<PaymentBilling | undefined> {
    const row = await this.orders.reads.row(order.uid, { email: order.email });
    if (!row) return undefined;
    const country = (await this.geo.countries(order.language)).find(
      (candidate) => candidate.id === row.billing.ctid,
    );
    return {
      country: country?.iso ?? '',
      postcode: row.billing.pc,
      city: row.billing.ct,
      address: row.billing.adr1,
      ...(row.billing.mob ? { phone: row.billing.mob } : {}),
    };
  }

  private cardProvider(code: PaymentProviderCode): PaymentProvider {
    const provider = this.providers.get(code);
    if (!provider) throw new HttpError(422, 'payment_provider_not_configured');
    return provider;
  }

  private storefrontUrl(order: Pick<PayableOrder, 'language'>, path: string): string {
    return `${this.options.publicUrl}${localizePath(order.language, path, DEFAULT_PATH_SETTINGS)}`;
  }
}

/** The provider's id of the payment a browser return names: Viva's order code, PayPal's order id, a bank's reference. */
function claimedReference(code: CardProviderCode, input: PaymentVerifyInput): string | undefined {
  if (code === 'viva') return input.query?.s;
  if (code === 'paypal') return input.query?.token;
  if (code === 'alpha') return input.query?.orderid;
  if (code === 'winbank') return input.query?.MerchantReference;
  return undefined;
}

function resultOf(order: PayableOrder, outcome: PaymentResult['outcome']): PaymentResult {
  return { uid: order.uid, code: order.code, st: order.status, outcome };
}
