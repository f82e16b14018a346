import {
  type BankAccount,
  type CheckoutPaymentType,
  type CheckoutShippingType,
  centsToEuros,
  type InstallmentStep,
  type Language,
  PAYMENT_PROVIDERS,
  type PaymentProviderCode,
  paymentTypeAllowed,
  SHIPPING_KINDS,
  type ShippingKind,
  type TakeawayStore,
} from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bankAccounts,
  installmentSteps,
  paymentTypes,
  shippingTypes,
  takeawayStores,
} from '../../db/schema/checkout-options.ts';
import { localized, localizedOrGreek } from '../../lib/localized.ts';

export type ShippingTypeRecord = typeof shippingTypes.$inferSelect;
export type PaymentTypeRecord = typeof paymentTypes.$inferSelect;
type StoreRecord = typeof takeawayStores.$inferSelect;

export const shippingKindOf = (record: ShippingTypeRecord): ShippingKind =>
  (SHIPPING_KINDS as readonly string[]).includes(record.kind) ? (record.kind as ShippingKind) : 'courier';

export const providerOf = (record: PaymentTypeRecord): PaymentProviderCode =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(record.provider)
    ? (record.provider as PaymentProviderCode)
    : 'sandbox';

function toShippingType(row: ShippingTypeRecord, language: Language): CheckoutShippingType {
  return {
    id: row.id,
    cd: row.code,
    nm: localized(language, row.nameEl, row.nameEn),
    ds: localizedOrGreek(language, row.descriptionEl, row.descriptionEn),
    kind: shippingKindOf(row),
    cost: centsToEuros(row.costCents),
    free_above_threshold: row.freeAboveThreshold,
    island_surcharge: centsToEuros(row.islandSurchargeCents),
  };
}

function toStore(row: StoreRecord, language: Language): TakeawayStore {
  return {
    id: row.id,
    nm: localized(language, row.nameEl, row.nameEn),
    adr: localized(language, row.addressEl, row.addressEn),
    ct: localized(language, row.cityEl, row.cityEn),
    pc: row.postcode,
    tel: row.phone,
    hours: localized(language, row.hoursEl, row.hoursEn),
    lat: row.latitude,
    lng: row.longitude,
  };
}

interface CheckoutRules {
  shippingTypes: ShippingTypeRecord[];
  paymentTypes: PaymentTypeRecord[];
  installmentSteps: InstallmentStep[];
}

/**
 * The checkout's reference data: shipping types (courier, locker, takeaway), payment types with
 * their provider and Greek rules (cash on delivery only by courier and under the cash limit),
 * takeaway stores, the shop's bank accounts and the installment table. Costs are charged by the
 * pricing engine, which reads the same records.
 */
export class CheckoutOptionsService {
  private cached: { rules: Promise<CheckoutRules>; until: number } | null = null;
  private readonly listeners: (() => void)[] = [];

  /**
   * `cacheSeconds`: how long every order and cart share one read of the active types and the
   * installment table (`PRICING_RULES_CACHE_SECONDS`, as the pricing rules); 0 reads every time.
   */
  constructor(
    private readonly db: Db,
    private readonly cacheSeconds = 0,
  ) {}

  /**
   * Forgets the shared read of the types and tells the listeners, for whoever changed them (the
   * back office): pricing, which asks for the same types, subscribes to forget its cached rules.
   */
  invalidate(): void {
    this.cached = null;
    for (const listener of this.listeners) listener();
  }

  /** Has `listener` told when the types change (see `invalidate`). */
  onChanged(listener: () => void): void {
    this.listeners.push(listener);
  }

  private rules(): Promise<CheckoutRules> {
    const now = Date.now();
    if (this.cached && now < this.cached.until) return this.cached.rules;
    const rules = this.readRules();
    this.cached = { rules, until: now + this.cacheSeconds * 1000 };
    // A failed read is not kept: the next caller reads again.
    rules.catch(() => {
      if (this.cached?.rules === rules) this.cached = null;
    });
    return rules;
  }

  private async readRules(): Promise<CheckoutRules> {
    const [shipping, payment, steps] = await Promise.all([
      this.db
        .select()
        .from(shippingTypes)
        .where(eq(shippingTypes.isActive, true))
        .orderBy(asc(shippingTypes.id)),
      this.db
        .select()
        .from(paymentTypes)
        .where(eq(paymentTypes.isActive, true))
        .orderBy(asc(paymentTypes.id)),
      this.db.select().from(installmentSteps).orderBy(asc(installmentSteps.fromCents)),
    ]);
    return {
      shippingTypes: shipping,
      paymentTypes: payment,
      installmentSteps: steps.map((row) => ({
        fromCents: row.fromCents,
        maxInstallments: row.maxInstallments,
      })),
    };
  }

  /**
   * The active types in id order, amounts in cents and names in both languages, for the pricing
   * engine. Read fresh: pricing keeps them in its own rules cache, and a second cache under it
   * would let a change take twice the cache time to reach carts.
   */
  async activeRecords(): Promise<{ shippingTypes: ShippingTypeRecord[]; paymentTypes: PaymentTypeRecord[] }> {
    const { shippingTypes, paymentTypes } = await this.readRules();
    return { shippingTypes, paymentTypes };
  }

  /** An active shipping type; undefined for one switched off or unknown. */
  async shippingRecord(id: number): Promise<ShippingTypeRecord | undefined> {
    return (await this.rules()).shippingTypes.find((row) => row.id === id);
  }

  /** An active payment type; undefined for one switched off or unknown. */
  async paymentRecord(id: number): Promise<PaymentTypeRecord | undefined> {
    return (await this.rules()).paymentTypes.find((row) => row.id === id);
  }

  async shippingTypes(language: Language): Promise<CheckoutShippingType[]> {
    const rows = await this.db
      .select()
      .from(shippingTypes)
      .where(eq(shippingTypes.isActive, true))
      .orderBy(asc(shippingTypes.position), asc(shippingTypes.id));
    return rows.map((row) => toShippingType(row, language));
  }

  async shippingType(id: number, language: Language): Promise<CheckoutShippingType | undefined> {
    const row = await this.shippingRecord(id);
    return row && toShippingType(row, language);
  }

  async paymentTypes(language: Language): Promise<CheckoutPaymentType[]> {
    const rows = await this.db
      .select()
      .from(paymentTypes)
      .where(eq(paymentTypes.isActive, true))
      .orderBy(asc(paymentTypes.position), asc(paymentTypes.id));
    return this.toPaymentTypes(rows, language);
  }

  async paymentType(id: number, language: Language): Promise<CheckoutPaymentType | undefined> {
    const row = await this.paymentRecord(id);
    return row && (await this.toPaymentTypes([row], language))[0];
  }

  /**
   * The payment types a shipping type allows (spec 001 §4), without cash on delivery for a cart of
   * gift cards only; undefined for a shipping type that is not offered.
   */
  async paymentTypesForShipping(
    shippingTypeId: number,
    language: Language,
    cart: { giftCardsOnly: boolean } = { giftCardsOnly: false },
  ): Promise<CheckoutPaymentType[] | undefined> {
    const shipping = await this.shippingRecord(shippingTypeId);
    if (!shipping) return undefined;
    const kind = shippingKindOf(shipping);
    const rows = await this.db
      .select()
      .from(paymentTypes)
      .where(eq(paymentTypes.isActive, true))
      .orderBy(asc(paymentTypes.position), asc(paymentTypes.id));
    return this.toPaymentTypes(
      rows.filter((row) => paymentTypeAllowed(row, kind, undefined, cart)),
      language,
    );
  }

  async stores(language: Language): Promise<TakeawayStore[]> {
    const rows = await this.db
      .select()
      .from(takeawayStores)
      .where(eq(takeawayStores.isActive, true))
      .orderBy(asc(takeawayStores.position), asc(takeawayStores.id));
    return rows.map((row) => toStore(row, language));
  }

  async store(id: number, language: Language): Promise<TakeawayStore | undefined> {
    const [row] = await this.db
      .select()
      .from(takeawayStores)
      .where(and(eq(takeawayStores.id, id), eq(takeawayStores.isActive, true)));
    return row && toStore(row, language);
  }

  /** The shop's accounts for a bank deposit, in the language's bank names. */
  async bankAccounts(language: Language): Promise<BankAccount[]> {
    const rows = await this.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.isActive, true))
      .orderBy(asc(bankAccounts.position), asc(bankAccounts.id));
    return rows.map((row) => ({
      bank: localized(language, row.bankEl, row.bankEn),
      iban: row.iban,
      beneficiary: row.beneficiary,
    }));
  }

  /** The installment table (`maxInstallments` reads it). */
  async installmentSteps(): Promise<InstallmentStep[]> {
    return (await this.rules()).installmentSteps;
  }

  private async toPaymentTypes(
    rows: PaymentTypeRecord[],
    language: Language,
  ): Promise<CheckoutPaymentType[]> {
    const banks = rows.some((row) => row.provider === 'bank_deposit')
      ? await this.bankAccounts(language)
      : [];
    return rows.map((row) => ({
      id: row.id,
      cd: row.code,
      nm: localized(language, row.nameEl, row.nameEn),
      ds: localizedOrGreek(language, row.descriptionEl, row.descriptionEn),
      provider: providerOf(row),
      fee: centsToEuros(row.feeCents),
      max_amount: row.maxAmountCents === null ? null : centsToEuros(row.maxAmountCents),
      installments: row.installments,
      banks: row.provider === 'bank_deposit' ? banks : [],
    }));
  }
}
