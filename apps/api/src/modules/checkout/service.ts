import {
  CheckoutFieldError,
  type Language,
  maxInstallments,
  type OrderForm,
  type OrderSaveResponse,
  type OrderTotals,
  type ParcelLocker,
  type PaymentProviderCode,
  ProductType,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ParcelLockerDirectory } from '../checkout-options/lockers.ts';
import { type CheckoutOptionsService, providerOf, shippingKindOf } from '../checkout-options/service.ts';
import type { CustomerService } from '../customers/service.ts';
import type { GeoService } from '../geo/service.ts';
import type { InventoryService, StockTarget } from '../inventory/index.ts';
import type { NewsletterService } from '../newsletter/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { PayableOrder, PlacedOrder } from '../orders/types.ts';
import { type PricingService, toCartTotals } from '../pricing/service.ts';
import type { PromotionService } from '../promotions/service.ts';
import { expiryOf } from './expiry.ts';
import { type FieldErrors, type OrderFormFacts, orderFormErrors } from './order-checks.ts';
import { orderDraftOf } from './order-draft.ts';
import { pricingRequestOf } from './order-request.ts';
import { OrderPlacements } from './placements.ts';

/** What checkout asks of the payments domain. */
export interface OrderPayments {
  /** Whether orders with this provider can be placed (card providers only when configured). */
  available(provider: PaymentProviderCode): boolean;
  /** Starts paying a placed order; a card provider answers where to send the browser. */
  start(order: PayableOrder): Promise<{ paymentUrl?: string }>;
}

export interface CheckoutSources {
  pricing: PricingService;
  checkoutOptions: CheckoutOptionsService;
  parcelLockers: ParcelLockerDirectory;
  customers: CustomerService;
  geo: GeoService;
  inventory: InventoryService;
  newsletter: NewsletterService;
  promotions: PromotionService;
  orders: OrdersService;
  payments: OrderPayments;
}

/** The shopper placing the order: a signed-in customer's id, or null for a guest. */
export interface Shopper {
  customerId: number | null;
  language: Language;
}

/** A committed order and the products whose stock it took. */
interface Placement {
  order: PlacedOrder;
  productIds: number[];
}

interface Assessed {
  form: OrderForm;
  email: string | undefined;
  facts: OrderFormFacts;
  locker: ParcelLocker | undefined;
  errors: FieldErrors;
  /** Store pickup: ready in this many days; null for a delivery or a store that cannot have the lines. */
  readyInDays: number | null;
}

/** Where the order's stock goes: the chosen store for a pickup, else sent (decision 045). */
const stockTargetOf = (form: OrderForm, kind: string | undefined): StockTarget =>
  kind === 'takeaway' && form.tsid !== undefined
    ? { kind: 'pickup', takeawayStoreId: form.tsid }
    : { kind: 'delivery' };

/**
 * The order flow: `composeOrderTotals` prices the form with the cart's one pricing path and
 * reports what the save would refuse; `placeOrder` places it in one transaction (reprice, reserve
 * stock, write the order, record coupons, gift cards and points), idempotent per key (decision 007).
 */
export class CheckoutService {
  private readonly placements: OrderPlacements;

  constructor(
    private readonly db: Db,
    private readonly sources: CheckoutSources,
    private readonly settings: { unpaidOrderMinutes: number; claimTimeoutSeconds: number },
    private readonly log: FastifyBaseLogger,
  ) {
    this.placements = new OrderPlacements(db, settings.claimTimeoutSeconds * 1000);
  }

  async composeOrderTotals(form: OrderForm, shopper: Shopper): Promise<OrderTotals> {
    const assessed = await this.assess(form, shopper);
    const { priced } = assessed.facts;
    const cardInstallments = assessed.facts.payment?.installments !== false;
    return {
      ...toCartTotals(priced, shopper.language),
      inst_max: cardInstallments ? maxInstallments(priced.totalCents, assessed.facts.installmentSteps) : 1,
      ...(assessed.readyInDays === null ? {} : { pck: assessed.readyInDays }),
      errors: assessed.errors,
    };
  }

  async placeOrder(form: OrderForm, shopper: Shopper, idempotencyKey: string): Promise<OrderSaveResponse> {
    const accountEmail =
      shopper.customerId === null ? undefined : await this.sources.customers.emailOf(shopper.customerId);
    const shopperEmail = accountEmail ?? form.eml;
    // The key is claimed before anything is checked: a key that placed its order answers it at
    // once (a retry after a lost answer must not fail on what changed since, stock or a coupon
    // now used up), and one still running is refused without repricing.
    let claimedAt: Date | undefined;
    if (shopperEmail) {
      const claim = await this.placements.claim(idempotencyKey, {
        customerId: shopper.customerId,
        email: shopperEmail,
      });
      if (claim.kind === 'placed') return this.answerFor(claim.orderId);
      if (claim.kind === 'running') throw new HttpError(409, 'order_in_progress');
      if (claim.kind === 'foreign') throw new HttpError(409, 'order_key_in_use');
      claimedAt = claim.claimedAt;
    }
    let placed: Placement;
    try {
      const assessed = await this.assess(form, shopper, accountEmail);
      if (Object.keys(assessed.errors).length > 0) throw new HttpError(400, 'invalid_input', assessed.errors);
      placed = await this.place(assessed, shopper, idempotencyKey);
    } catch (error) {
      if (claimedAt) await this.placements.release(idempotencyKey, claimedAt);
      throw error;
    }
    const { inventory, orders, payments, newsletter } = this.sources;
    const { order } = placed;
    await inventory.notifyStockChanged(placed.productIds, 'sold');
    await orders.notifyPlaced(order);
    // The box ticked at checkout signs the address up as the footer does: pending until confirmed.
    if (form.hasAcceptedNewsletter && shopperEmail) {
      await newsletter.subscribe(shopperEmail, shopper.language, 'checkout').catch((error: unknown) => {
        this.log.error({ err: error, orderId: order.id }, 'newsletter sign-up failed');
      });
    }
    let paymentUrl: string | undefined;
    try {
      paymentUrl = (await payments.start(order)).paymentUrl;
    } catch (error) {
      // The order stands and waits for its payment: Try Again starts another attempt.
      this.log.error({ err: error, orderId: order.id }, 'payment start failed');
    }
    return { uid: order.uid, code: order.code, status: order.status, ...(paymentUrl ? { paymentUrl } : {}) };
  }

  /** One transaction: write the order, reserve its stock, record what it redeems (repriced on the server before). */
  private async place(assessed: Assessed, shopper: Shopper, key: string): Promise<Placement> {
    const { inventory, promotions, orders } = this.sources;
    const { facts, form } = assessed;
    const priced = facts.priced;
    const stock = priced.lines.map((line) => ({
      productId: line.pid,
      dimensionId: line.dimension === 0 ? null : line.dimension,
      quantity: line.quantity,
    }));
    const shipping = facts.shipping;
    const payment = facts.payment;
    if (!shipping || !payment) throw new Error('placing an order that was not checked');
    const draft = await orderDraftOf({
      form,
      shopper,
      email: assessed.email as string,
      priced,
      shipping: shipping.record,
      payment,
      locker: assessed.locker,
      geo: this.sources.geo,
      idempotencyKey: key,
      expiresAt: expiryOf(providerOf(payment), new Date(), this.settings.unpaidOrderMinutes),
    });
    return this.db.transaction(async (tx) => {
      // The order's own rows first: they lock nothing another order waits for, so the stock and
      // coupon rows every order competes for are held only for the last few statements.
      const order = await orders.create(tx, draft);
      await this.placements.placed(tx, key, order.id);
      const { short, backOrdered } = await inventory.reserve(tx, stock, {
        orderId: order.id,
        target: stockTargetOf(form, shipping.kind),
      });
      if (short.length > 0) {
        throw new HttpError(409, 'out_of_stock', {
          lines: short.map((line) => `${line.productId}:${line.dimensionId ?? 0}`),
        });
      }
      if (backOrdered.length > 0) await orders.recordBackOrdered(tx, order.id, backOrdered);
      await promotions.recordRedemptions(tx, priced, {
        code: order.code,
        customerId: shopper.customerId,
        email: draft.email,
      });
      return { order, productIds: [...new Set(stock.map((line) => line.productId))] };
    });
  }

  private async answerFor(orderId: number): Promise<OrderSaveResponse> {
    const order = await this.sources.orders.forPaymentById(orderId);
    if (!order) throw new HttpError(404, 'order_not_found');
    return { uid: order.uid, code: order.code, status: order.status };
  }

  /** Prices the form and collects every error the save would answer with. */
  private async assess(form: OrderForm, shopper: Shopper, knownAccountEmail?: string): Promise<Assessed> {
    const { pricing, checkoutOptions, parcelLockers, customers, payments } = this.sources;
    const [accountEmail, shippingRecord, paymentRecord, installmentSteps] = await Promise.all([
      shopper.customerId === null || knownAccountEmail !== undefined
        ? knownAccountEmail
        : customers.emailOf(shopper.customerId),
      form.stid === undefined ? undefined : checkoutOptions.shippingRecord(form.stid),
      form.ptid === undefined ? undefined : checkoutOptions.paymentRecord(form.ptid),
      checkoutOptions.installmentSteps(),
    ]);
    const email = accountEmail ?? form.eml;
    const shipping = shippingRecord && { record: shippingRecord, kind: shippingKindOf(shippingRecord) };
    const payment =
      paymentRecord && payments.available(providerOf(paymentRecord)) ? paymentRecord : undefined;
    const [priced, store, locker] = await Promise.all([
      pricing.price(pricingRequestOf(form, email, shipping?.kind), shopper.language, shopper.customerId),
      form.tsid === undefined ? undefined : checkoutOptions.store(form.tsid, shopper.language),
      form.lckid === undefined || shipping?.kind !== 'locker'
        ? undefined
        : parcelLockers.byId(form.lckid).catch(() => undefined),
    ]);
    const facts: OrderFormFacts = {
      email,
      shipping,
      payment,
      storeFound: store !== undefined,
      lockerFound: locker !== undefined,
      holdsGiftCard: form.lines.some(
        (line) => priced.products.get(line.pid)?.productType === ProductType.GiftCard,
      ),
      installmentSteps,
      priced,
    };
    const errors = await orderFormErrors(form, facts, this.sources.geo);
    const readyInDays = await this.pickupPromise(form, facts, errors);
    return { form, email, facts, locker, errors, readyInDays };
  }

  /** A pickup's promise: ready now or in N days; a store that cannot have the lines is a `tsid` error. */
  private async pickupPromise(
    form: OrderForm,
    facts: OrderFormFacts,
    errors: FieldErrors,
  ): Promise<number | null> {
    const target = stockTargetOf(form, facts.shipping?.kind);
    const lines = facts.priced.lines.map((line) => ({
      productId: line.pid,
      dimensionId: line.dimension === 0 ? null : line.dimension,
      quantity: line.quantity,
    }));
    if (target.kind !== 'pickup' || !facts.storeFound || lines.length === 0) return null;
    const promise = await this.sources.inventory.promise(lines, target);
    if (promise.short.length > 0) {
      errors.tsid = [...(errors.tsid ?? []), CheckoutFieldError.storeLacksStock];
      return null;
    }
    return promise.readyInDays;
  }
}
