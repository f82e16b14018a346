import {
  type AdminListQuery,
  type AdminLocker,
  type AdminLockerSave,
  type AdminPaymentType,
  type AdminPaymentTypeSave,
  type AdminShippingType,
  type AdminShippingTypeSave,
  type AdminStore,
  type AdminStoreSave,
  centsToEuros,
  eurosToCents,
  type PaymentProviderCode,
  type ShippingKind,
} from '@shop/contract';
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  parcelLockers,
  paymentTypes,
  shippingTypes,
  takeawayStores,
} from '../../db/schema/checkout-options.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import type { CheckoutOptionsService } from './service.ts';

type ShippingRow = typeof shippingTypes.$inferSelect;
type PaymentRow = typeof paymentTypes.$inferSelect;
type StoreRow = typeof takeawayStores.$inferSelect;

const shippingOut = (row: ShippingRow): AdminShippingType => ({
  id: row.id,
  code: row.code,
  el: { nm: row.nameEl, dsc: row.descriptionEl },
  en: { nm: row.nameEn, dsc: row.descriptionEn },
  kind: row.kind as ShippingKind,
  cost: centsToEuros(row.costCents),
  freeAboveThreshold: row.freeAboveThreshold,
  islandSurcharge: centsToEuros(row.islandSurchargeCents),
  countryIds: row.countryIds,
  position: row.position,
  isActive: row.isActive,
});

const paymentOut = (row: PaymentRow): AdminPaymentType => ({
  id: row.id,
  code: row.code,
  el: { nm: row.nameEl, dsc: row.descriptionEl },
  en: { nm: row.nameEn, dsc: row.descriptionEn },
  provider: row.provider as PaymentProviderCode,
  fee: centsToEuros(row.feeCents),
  maxAmount: row.maxAmountCents === null ? null : centsToEuros(row.maxAmountCents),
  shippingKinds: row.shippingKinds as ShippingKind[],
  installments: row.installments,
  position: row.position,
  isActive: row.isActive,
});

const storeOut = (row: StoreRow): AdminStore => ({
  id: row.id,
  code: row.code,
  el: { nm: row.nameEl, address: row.addressEl, city: row.cityEl, hours: row.hoursEl },
  en: { nm: row.nameEn, address: row.addressEn, city: row.cityEn, hours: row.hoursEn },
  postcode: row.postcode,
  phone: row.phone,
  latitude: row.latitude,
  longitude: row.longitude,
  position: row.position,
  isActive: row.isActive,
});

const codeTaken = () => new HttpError(409, 'checkout_option_code_taken', { code: ['code_taken'] });

/**
 * Staff writes of the checkout's reference data: shipping and payment types, takeaway stores and
 * parcel lockers. Each save is one transaction with its audit entry; after it the checkout's and
 * the pricing engine's shared reads of the types are dropped, so the next cart sees the change.
 */
export class CheckoutOptionsAdminService {
  constructor(
    private readonly db: Db,
    private readonly services: {
      checkoutOptions: CheckoutOptionsService;
      audit: AuditService;
    },
  ) {}

  async shippingTypes(): Promise<AdminShippingType[]> {
    const rows = await this.db
      .select()
      .from(shippingTypes)
      .orderBy(asc(shippingTypes.position), asc(shippingTypes.id));
    return rows.map(shippingOut);
  }

  async paymentTypes(): Promise<AdminPaymentType[]> {
    const rows = await this.db
      .select()
      .from(paymentTypes)
      .orderBy(asc(paymentTypes.position), asc(paymentTypes.id));
    return rows.map(paymentOut);
  }

  async stores(): Promise<AdminStore[]> {
    const rows = await this.db
      .select()
      .from(takeawayStores)
      .orderBy(asc(takeawayStores.position), asc(takeawayStores.id));
    return rows.map(storeOut);
  }

  async lockers(query: AdminListQuery) {
    const like = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const where = like
      ? or(
          ilike(parcelLockers.id, like),
          ilike(parcelLockers.name, like),
          ilike(parcelLockers.city, like),
          ilike(parcelLockers.postcode, like),
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(parcelLockers)
        .where(where)
        .orderBy(asc(parcelLockers.city), asc(parcelLockers.name), asc(parcelLockers.id))
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ total: count() }).from(parcelLockers).where(where),
    ]);
    return {
      items: rows satisfies AdminLocker[],
      total: total?.total ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async saveShippingType(input: AdminShippingTypeSave, staffId: number): Promise<AdminShippingType> {
    const values = {
      code: input.code,
      nameEl: input.el.nm,
      nameEn: input.en.nm,
      descriptionEl: input.el.dsc,
      descriptionEn: input.en.dsc,
      kind: input.kind,
      costCents: eurosToCents(input.cost),
      freeAboveThreshold: input.freeAboveThreshold,
      islandSurchargeCents: eurosToCents(input.islandSurcharge),
      countryIds: input.countryIds,
      position: input.position,
      isActive: input.isActive,
    };
    const row = await this.db.transaction(async (tx) => {
      const [before] =
        input.id === undefined
          ? []
          : await tx.select().from(shippingTypes).where(eq(shippingTypes.id, input.id));
      if (input.id !== undefined && !before) throw notFound('shipping_type_not_found');
      const [holder] = await tx
        .select({ id: shippingTypes.id })
        .from(shippingTypes)
        .where(
          and(
            eq(shippingTypes.code, input.code),
            input.id === undefined ? sql`true` : ne(shippingTypes.id, input.id),
          ),
        );
      if (holder) throw codeTaken();
      const [after] =
        input.id === undefined
          ? await tx.insert(shippingTypes).values(values).returning()
          : await tx.update(shippingTypes).set(values).where(eq(shippingTypes.id, input.id)).returning();
      if (!after) throw new Error('shipping type not saved');
      await this.audited(tx, staffId, 'shipping_type', String(after.id), before ?? null, after);
      return after;
    });
    this.changed();
    return shippingOut(row);
  }

  async savePaymentType(input: AdminPaymentTypeSave, staffId: number): Promise<AdminPaymentType> {
    const values = {
      code: input.code,
      nameEl: input.el.nm,
      nameEn: input.en.nm,
      descriptionEl: input.el.dsc,
      descriptionEn: input.en.dsc,
      provider: input.provider,
      feeCents: eurosToCents(input.fee),
      maxAmountCents: input.maxAmount === null ? null : eurosToCents(input.maxAmount),
      shippingKinds: input.shippingKinds,
      installments: input.installments,
      position: input.position,
      isActive: input.isActive,
    };
    const row = await this.db.transaction(async (tx) => {
      const [before] =
        input.id === undefined
          ? []
          : await tx.select().from(paymentTypes).where(eq(paymentTypes.id, input.id));
      if (input.id !== undefined && !before) throw notFound('payment_type_not_found');
      const [holder] = await tx
        .select({ id: paymentTypes.id })
        .from(paymentTypes)
        .where(
          and(
            eq(paymentTypes.code, input.code),
            input.id === undefined ? sql`true` : ne(paymentTypes.id, input.id),
          ),
        );
      if (holder) throw codeTaken();
      const [after] =
        input.id === undefined
          ? await tx.insert(paymentTypes).values(values).returning()
          : await tx.update(paymentTypes).set(values).where(eq(paymentTypes.id, input.id)).returning();
      if (!after) throw new Error('payment type not saved');
      await this.audited(tx, staffId, 'payment_type', String(after.id), before ?? null, after);
      return after;
    });
    this.changed();
    return paymentOut(row);
  }

  async saveStore(input: AdminStoreSave, staffId: number): Promise<AdminStore> {
    const values = {
      code: input.code,
      nameEl: input.el.nm,
      nameEn: input.en.nm,
      addressEl: input.el.address,
      addressEn: input.en.address,
      cityEl: input.el.city,
      cityEn: input.en.city,
      hoursEl: input.el.hours,
      hoursEn: input.en.hours,
      postcode: input.postcode,
      phone: input.phone,
      latitude: input.latitude,
      longitude: input.longitude,
      position: input.position,
      isActive: input.isActive,
    };
    const row = await this.db.transaction(async (tx) => {
      const [before] =
        input.id === undefined
          ? []
          : await tx.select().from(takeawayStores).where(eq(takeawayStores.id, input.id));
      if (input.id !== undefined && !before) throw notFound('store_not_found');
      const [holder] = await tx
        .select({ id: takeawayStores.id })
        .from(takeawayStores)
        .where(
          and(
            eq(takeawayStores.code, input.code),
            input.id === undefined ? sql`true` : ne(takeawayStores.id, input.id),
          ),
        );
      if (holder) throw codeTaken();
      const [after] =
        input.id === undefined
          ? await tx.insert(takeawayStores).values(values).returning()
          : await tx.update(takeawayStores).set(values).where(eq(takeawayStores.id, input.id)).returning();
      if (!after) throw new Error('store not saved');
      await this.audited(tx, staffId, 'store', String(after.id), before ?? null, after);
      return after;
    });
    this.changed();
    return storeOut(row);
  }

  /** Adds a locker under the network's id, or replaces the one with it. */
  async saveLocker(input: AdminLockerSave, staffId: number): Promise<AdminLocker> {
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(parcelLockers).where(eq(parcelLockers.id, input.id));
      const [after] = await tx
        .insert(parcelLockers)
        .values(input)
        .onConflictDoUpdate({ target: parcelLockers.id, set: input })
        .returning();
      if (!after) throw new Error('locker not saved');
      await this.audited(tx, staffId, 'locker', after.id, before ?? null, after);
      return after;
    });
    return row;
  }

  private audited(
    tx: Db,
    staffId: number,
    entity: string,
    entityId: string,
    before: object | null,
    after: object,
  ) {
    return this.services.audit.record(tx, {
      staffId,
      action: `${entity}.${before ? 'update' : 'create'}`,
      entity,
      entityId,
      before,
      after,
    });
  }

  /**
   * The checkout's shared read of the types goes, and with it the pricing engine's (it listens):
   * the next cart reads the change.
   */
  private changed(): void {
    this.services.checkoutOptions.invalidate();
  }
}
