import {
  CheckoutFieldError,
  centsToEuros,
  DEFAULT_COUNTRY_ID,
  eurosToCents,
  isFinalRefusal,
  type Language,
  maxInstallments,
  type OrderForm,
  type OrderSaveResponse,
  type OrderTotals,
  type ParcelLocker,
  type PaymentProviderCode,
  ProductType,
  type ShippingKind,
  withoutGreekVat,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ParcelLockerDirectory } from '../checkout-options/index.ts';
import { type CheckoutOptionsService, providerOf, shippingKindOf } from '../checkout-options/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { GeoService } from '../geo/index.ts';
import type { InventoryService, StockTarget } from '../inventory/index.ts';
import type { ManufacturerService } from '../manufacturers/index.ts';
import type { NewsletterService } from '../newsletter/index.ts';
import type { OrdersService, PayableOrder, PlacedOrder } from '../orders/index.ts';
import { type PricingService, toCartTotals } from '../pricing/index.ts';
import type { PromotionService } from '../promotions/index.ts';
import type { TaxRegistryService } from '../tax-registry/index.ts';
import { expiryOf } from './expiry.ts';
import { type FieldErrors, type OrderFormFacts, orderFormErrors } from './order-checks.ts';
import { orderDraftOf } from './order-draft.ts';
import { pricingRequestOf } from './order-request.ts';
import { OrderPlacements } from './placements.ts';

/** How long a VIES answer about a VAT number is trusted. */
const VIES_ANSWER_MS = 10 * 60_000;

/** Refusals of the placing transaction that mean a redemption went to another order meanwhile. */
const LOST_IN_TRANSACTION: ReadonlySet<string> = new Set([
  'coupon_no_longer_valid',
  'gift_card_balance_changed',
]);

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
  manufacturers: Pick<ManufacturerService, 'countryExclusions'>;
  taxRegistry: Pick<TaxRegistryService, 'euCompany'>;
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
  private readonly viesAnswers = new Map<string, { valid: boolean; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly sources: CheckoutSources,
    private readonly settings: { unpaidOrderMinutes: number; claimTimeoutSeconds: number },
    private readonly log: FastifyBaseLogger,
  ) {
    this.placements = new OrderPlacements(db, settings.claimTimeoutSeconds * 1000);
  }

  async composeOrderTotals(form: OrderForm, shopper: Shopper): Promise<OrderTotals> {
    return this.totalsOf(await this.assess(form, shopper), shopper);
  }

  private totalsOf(assessed: Assessed, shopper: Shopper): OrderTotals {
    const { priced } = assessed.facts;
    const cardInstallments = assessed.facts.payment?.installments !== false;
    return {
      ...toCartTotals(priced, shopper.language),
      inst_max: cardInstallments ? maxInstallments(priced.totalCents, assessed.facts.installmentSteps) : 1,
      ...(assessed.readyInDays === null ? {} : { pck: assessed.readyInDays }),
      errors: assessed.errors,
      tt: centsToEuros(priced.vat.reduce((total, row) => total + row.vatCents, 0)),
      rt: assessed.form.rt,
      hasVies: assessed.facts.intraCommunity,
      force_spf: (priced.shipping?.amountCents ?? 0) > 0,
      force_pmf: (priced.payment?.amountCents ?? 0) > 0,
      // The shop wraps no gifts and charges no other fee.
      force_gwf: false,
      force_adf: false,
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
      this.refuseChangedTotals(assessed, shopper);
      try {
        placed = await this.place(assessed, shopper, idempotencyKey);
      } catch (error) {
        // Another order took the coupon's last use or the card's balance between pricing and
        // writing: the shopper gets the totals as they now are, never a silent full price.
        if (error instanceof HttpError && LOST_IN_TRANSACTION.has(error.messageKey)) {
          this.refuseChangedTotals(await this.assess(form, shopper, accountEmail), shopper, error.messageKey);
        }
        throw error;
      }
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

  /**
   * Refuses an order that would cost more than the shopper was shown: a coupon or gift card they
   * asked for is refused for good now (used up by another order, emptied, expired), or the total
   * is above the one their page showed. The answer carries the new totals.
   */
  private refuseChangedTotals(assessed: Assessed, shopper: Shopper, lostKey?: string): void {
    const { priced } = assessed.facts;
    const { form } = assessed;
    const lost: Record<string, string[]> = {};
    const lostCoupons = priced.coupons.filter(
      (coupon) => form.couponscodes.includes(coupon.code) && isFinalRefusal(coupon.status),
    );
    const lostCards = priced.giftCards.filter(
      (card) => form.gfcd.includes(card.code) && isFinalRefusal(card.status),
    );
    if (lostCoupons.length > 0) lost.couponscodes = [CheckoutFieldError.redemptionLost];
    if (lostCards.length > 0) lost.gfcd = [CheckoutFieldError.redemptionLost];
    const dearer = form.amt !== undefined && priced.totalCents > eurosToCents(form.amt);
    if (Object.keys(lost).length === 0 && !dearer && lostKey === undefined) return;
    throw new HttpError(
      409,
      Object.keys(lost).length > 0 || lostKey !== undefined ? 'redemption_lost' : 'totals_changed',
      Object.keys(lost).length > 0 ? lost : undefined,
      { totals: this.totalsOf(assessed, shopper) },
    );
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
      intraCommunity: facts.intraCommunity,
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

  /**
   * The products whose brand may not be sent to the order's destination country (the brand's
   * country exclusions): a store or a locker is in the shop's country, a courier goes to the
   * delivery address, or the billing one when it is the same.
   */
  private async notShippedThere(form: OrderForm, kind: ShippingKind | undefined): Promise<number[]> {
    const countryId =
      kind === 'takeaway' || kind === 'locker'
        ? DEFAULT_COUNTRY_ID
        : form.sameShippingAsBilling
          ? form.ctid
          : form.dctid;
    const pids = [...new Set(form.lines.map((line) => line.pid))];
    const [exclusions, countries] = await Promise.all([
      this.sources.manufacturers.countryExclusions(pids),
      this.sources.geo.countries('el'),
    ]);
    const iso = countries.find((country) => country.id === countryId)?.iso.toUpperCase();
    if (!iso) return [];
    return exclusions.filter((row) => row.countries.includes(iso)).map((row) => row.pid);
  }

  /**
   * Whether the order is an intra-community supply (decision 039): an invoice to a business billed
   * in another EU member state whose VAT number VIES confirms now. A number VIES cannot confirm
   * (unknown, or VIES not answering) is charged Greek VAT. Answers are kept for 10 minutes: the
   * totals are asked for at every change of the form.
   */
  private async intraCommunity(form: OrderForm, language: Language): Promise<boolean> {
    if (form.rt !== 'invoice' || form.vat.trim() === '' || form.ctid === DEFAULT_COUNTRY_ID) return false;
    const key = `${form.ctid}:${form.vat.replace(/\s+/g, '').toUpperCase()}`;
    const known = this.viesAnswers.get(key);
    if (known && known.until > Date.now()) return known.valid;
    const lookup = await this.sources.taxRegistry
      .euCompany(form.ctid, form.vat, language)
      .catch(() => undefined);
    const valid = lookup?.status === 'valid';
    if (lookup && (valid || lookup.status === 'invalid' || lookup.status === 'not_applicable')) {
      this.viesAnswers.set(key, { valid, until: Date.now() + VIES_ANSWER_MS });
    }
    return valid;
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
    const [shelfPriced, store, locker, notShipped, intraCommunity] = await Promise.all([
      pricing.price(pricingRequestOf(form, email, shipping?.kind), shopper.language, shopper.customerId),
      form.tsid === undefined ? undefined : checkoutOptions.store(form.tsid, shopper.language),
      form.lckid === undefined || shipping?.kind !== 'locker'
        ? undefined
        : parcelLockers.byId(form.lckid).catch(() => undefined),
      this.notShippedThere(form, shipping?.kind),
      this.intraCommunity(form, shopper.language),
    ]);
    const priced = intraCommunity ? { ...shelfPriced, ...withoutGreekVat(shelfPriced) } : shelfPriced;
    const facts: OrderFormFacts = {
      email,
      shipping,
      payment,
      storeFound: store !== undefined,
      lockerFound: locker !== undefined,
      giftCardLines: form.lines.map(
        (line) => priced.products.get(line.pid)?.productType === ProductType.GiftCard,
      ),
      installmentSteps,
      priced,
      notShippedThere: notShipped,
      intraCommunity,
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
