import {
  isDeletedAccountEmail,
  type Language,
  OrderStatus,
  type PaymentProviderCode,
  shopNameOf,
} from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import type { CheckoutOptionsService } from '../checkout-options/index.ts';
import type { MailService } from '../mail/index.ts';
import { type OrderMailKind, renderOrderMail } from './mail-templates.ts';
import type { OrderEvent, OrdersService } from './service.ts';

/** Providers whose order is confirmed by its payment: the order-received mail waits for it. */
const PAID_FIRST: ReadonlySet<PaymentProviderCode> = new Set([
  'sandbox',
  'viva',
  'paypal',
  'alpha',
  'winbank',
]);

/** The mail a status change sends, if any. */
function mailFor(event: OrderEvent, provider: PaymentProviderCode): OrderMailKind | undefined {
  if (event.to === OrderStatus.Cancelled)
    return event.reason === 'payment_failed' ? 'payment_failed' : 'cancelled';
  if (event.to === OrderStatus.InDelivery) return 'shipped';
  // A courier's parcel handed over (a carrier's event or staff); a pick-up at the counter has no mail.
  if (event.to === OrderStatus.Completed && event.from === OrderStatus.InDelivery) return 'delivered';
  if (event.to === OrderStatus.ReadyForPickup) return 'ready_for_pickup';
  if (event.from === OrderStatus.Pending && event.to === OrderStatus.Processing && PAID_FIRST.has(provider)) {
    return 'received';
  }
  return undefined;
}

/**
 * Mails an order's shopper in the order's language through the outbox: received (at placement,
 * or once paid for a card), payment failed, shipped with its tracking number, delivered by the
 * courier, ready for pick-up, cancelled. It listens to the orders service, after each commit.
 */
export class OrderMailer {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly checkoutOptions: CheckoutOptionsService,
    private readonly publicUrl: string,
    /** `SHOP_NAME`; null signs with the demo shop's name. */
    private readonly shopName: string | null,
  ) {}

  listenTo(service: OrdersService): void {
    service.onPlaced(async (order) => {
      if (!PAID_FIRST.has(order.paymentProvider as PaymentProviderCode)) await this.send('received', order);
    });
    service.onStatusChanged(async (event) => {
      const order = await this.order(event.orderId);
      if (!order) return;
      const kind = mailFor(event, order.paymentProvider as PaymentProviderCode);
      if (kind) await this.send(kind, order, event.note);
    });
  }

  private async order(orderId: number) {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    return row;
  }

  private async lines(orderId: number) {
    return this.db
      .select({
        name: orderLines.name,
        sizeName: orderLines.sizeName,
        quantity: orderLines.quantity,
        unitPriceCents: orderLines.unitPriceCents,
        discountCents: orderLines.discountCents,
        amountCents: orderLines.amountCents,
        autoInserted: orderLines.autoInserted,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
  }

  private async send(kind: OrderMailKind, order: typeof orders.$inferSelect, note: string | null = null) {
    // A deleted account's kept order reaches no one (decision 024).
    if (isDeletedAccountEmail(order.email)) return;
    const language = order.language as Language;
    const withDetails = kind === 'received' || kind === 'ready_for_pickup';
    const [store, banks, lines] = await Promise.all([
      withDetails && order.storeId !== null ? this.checkoutOptions.store(order.storeId, language) : undefined,
      kind === 'received' && order.paymentProvider === 'bank_deposit'
        ? this.checkoutOptions.bankAccounts(language)
        : undefined,
      kind === 'received' ? this.lines(order.id) : undefined,
    ]);
    await this.mail.send(
      renderOrderMail({
        kind,
        language,
        to: order.email,
        name: order.billing.fnm,
        uid: order.uid,
        code: order.code,
        totalCents: order.totalCents,
        publicUrl: this.publicUrl,
        shopName: shopNameOf(this.shopName, language),
        ...(banks ? { banks } : {}),
        store: store ?? null,
        locker: withDetails ? order.locker : null,
        note,
        ...(lines ? { summary: { order, lines } } : {}),
      }),
    );
  }
}
