import { centsToEuros, type Language, type PaymentType, type ShippingType } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentTypes, shippingTypes } from '../../db/schema/index.ts';

const pick = (language: Language, el: string, en: string) => (language === 'el' ? el : en);
const pickNullable = (language: Language, el: string | null, en: string | null) =>
  language === 'el' ? el : en;

/** The shipping and payment types checkout offers; their costs are charged by the pricing engine. */
export class CheckoutOptionsService {
  constructor(private readonly db: Db) {}

  async shippingTypes(language: Language): Promise<ShippingType[]> {
    const rows = await this.db
      .select()
      .from(shippingTypes)
      .where(eq(shippingTypes.isActive, true))
      .orderBy(asc(shippingTypes.position), asc(shippingTypes.id));
    return rows.map((row) => ({
      id: row.id,
      cd: row.code,
      nm: pick(language, row.nameEl, row.nameEn),
      ds: pickNullable(language, row.descriptionEl, row.descriptionEn),
      cost: centsToEuros(row.costCents),
      free_above_threshold: row.freeAboveThreshold,
      pickup: row.isPickup,
    }));
  }

  async paymentTypes(language: Language): Promise<PaymentType[]> {
    const rows = await this.db
      .select()
      .from(paymentTypes)
      .where(eq(paymentTypes.isActive, true))
      .orderBy(asc(paymentTypes.position), asc(paymentTypes.id));
    return rows.map((row) => ({
      id: row.id,
      cd: row.code,
      nm: pick(language, row.nameEl, row.nameEn),
      ds: pickNullable(language, row.descriptionEl, row.descriptionEn),
      fee: centsToEuros(row.feeCents),
      installments: row.installments,
    }));
  }
}
