import { type Language, OrderStatus, type SandboxReturn, sandboxReturnSchema } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { OrdersService, PayableOrder } from '../orders/index.ts';
import { type PaymentAttempt, PaymentLedger } from './ledger.ts';
import type { SandboxProvider } from './providers/sandbox.ts';
import { renderSandboxClosedPage, renderSandboxPage, type SandboxAction } from './sandbox-page.ts';
import type { PaymentsService } from './service.ts';

export interface SandboxGatewayOptions {
  /** How late "approve with a delayed notification" notifies. */
  notifyDelayMs: number;
  /** Where the page's buttons post, for a language. */
  decideUrl: (language: Language) => string;
  log: FastifyBaseLogger;
}

/**
 * The provider's side of the sandbox: its hosted page and what happens when the shopper decides.
 * Like a real provider it tells the shop twice — a signed notification from the server and a
 * signed return through the browser — and it can send the notification late or twice, so that
 * the shop's handling of races is exercised by the demo and the tests alike.
 */
export class SandboxGateway {
  private readonly ledger: PaymentLedger;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    db: Db,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    private readonly provider: SandboxProvider,
    private readonly options: SandboxGatewayOptions,
  ) {
    this.ledger = new PaymentLedger(db);
  }

  /** The hosted page of a payment; a page that can no longer be decided says so. */
  async page(reference: string, language: Language): Promise<{ status: number; html: string }> {
    const open = await this.openPayment(reference);
    if (!open) return { status: 409, html: renderSandboxClosedPage(language) };
    return {
      status: 200,
      html: renderSandboxPage({
        language,
        reference,
        orderCode: open.order.code,
        amountCents: open.attempt.amountCents,
        action: this.options.decideUrl(language),
      }),
    };
  }

  /**
   * Carries out the shopper's decision; answers where the browser goes next, or the closed page.
   * A payment is decided once: when it was decided already — the API was killed after recording
   * the verdict and before applying it, or the browser lost the answer and posts again — the same
   * verdict is delivered again, as a provider retries a notification the shop did not acknowledge,
   * and the browser goes on with it. Deciding anew would charge the card a second time.
   */
  async decide(
    reference: string,
    action: SandboxAction,
    language: Language,
  ): Promise<{ redirect: string } | { html: string }> {
    const attempt = await this.attemptOf(reference);
    const decided = sandboxReturnSchema.safeParse(await this.ledger.firstFinalReport(attempt.id));
    if (decided.success) {
      const order = await this.orders.forPaymentById(attempt.orderId);
      if (!order) return { html: renderSandboxClosedPage(language) };
      await this.notify(decided.data);
      return { redirect: this.returnTo(order, decided.data) };
    }
    const open = await this.openFor(attempt);
    if (!open) return { html: renderSandboxClosedPage(language) };
    const { order } = open;
    const urls = this.payments.returnUrls('sandbox', order);
    if (action === 'abandon')
      return { redirect: `${urls.cancel}?${new URLSearchParams({ uid: order.uid })}` };

    const result = this.provider.signed({
      ref: reference,
      tx: this.provider.newTransactionId(),
      result: action === 'decline' ? 'failed' : 'paid',
      amt: attempt.amountCents,
      cur: attempt.currency,
      code: order.code,
    });
    if (action === 'approve_delayed') this.notifyLater(result);
    else if (action === 'approve_duplicated') await Promise.all([this.notify(result), this.notify(result)]);
    else await this.notify(result);
    return { redirect: this.returnTo(order, result) };
  }

  /** Stops notifications not yet sent and waits for those under way (the app is closing). */
  async drain(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.inFlight);
  }

  private async openPayment(reference: string) {
    return this.openFor(await this.attemptOf(reference));
  }

  private async attemptOf(reference: string): Promise<PaymentAttempt> {
    const attempt = await this.ledger.attemptByReference('sandbox', reference);
    if (!attempt) throw new HttpError(404, 'payment_page_invalid');
    return attempt;
  }

  /** The attempt and its order while the payment can still be decided. */
  private async openFor(attempt: PaymentAttempt) {
    const order = await this.orders.forPaymentById(attempt.orderId);
    if (!order || attempt.status !== 'started' || order.status !== OrderStatus.Pending) return undefined;
    return { attempt, order };
  }

  /** The signed return the browser is sent back with: the shop's success page, or its failure page. */
  private returnTo(order: PayableOrder, result: SandboxReturn): string {
    const urls = this.payments.returnUrls('sandbox', order);
    const query = new URLSearchParams({ ...result, amt: String(result.amt), uid: order.uid });
    return `${result.result === 'failed' ? urls.cancel : urls.success}?${query}`;
  }

  /** The server-to-server notification, through the same settlement as the notify endpoint. */
  private notify(result: SandboxReturn): Promise<void> {
    const delivery = this.payments
      .settle('sandbox', { body: result }, 'notification')
      .then(
        () => undefined,
        (error: unknown) =>
          this.options.log.warn({ err: error, ref: result.ref }, 'sandbox notification refused'),
      )
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
    return delivery;
  }

  private notifyLater(result: SandboxReturn): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.notify(result);
    }, this.options.notifyDelayMs);
    this.timers.add(timer);
  }
}
