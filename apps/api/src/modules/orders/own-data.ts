import type { Language, OrderDetails } from '@shop/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderAddressSnapshot, type OrderGiftDetails, orders } from '../../db/schema/orders.ts';
import type { OrderReads } from './reads.ts';

/** A customer's orders as the export gives them: every detail the shopper's own order page shows. */
export async function ordersExportOf(
  db: Db,
  reads: OrderReads,
  customerId: number,
  language: Language,
): Promise<OrderDetails[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.placedAt), desc(orders.id));
  const exported: OrderDetails[] = [];
  for (const row of rows) exported.push(await reads.details(row, language, { store: null, banks: [] }));
  return exported;
}

/**
 * An address an order keeps after its customer's account is deleted (decision 024): who and how to
 * reach them go; the country, region, city and postcode stay, as the VAT and shipping records need
 * them. An invoice keeps its address too: it is the company's, printed on the tax document.
 */
function anonymisedAddress(address: OrderAddressSnapshot, keepStreet: boolean): OrderAddressSnapshot {
  return {
    ...address,
    fnm: '',
    lnm: '',
    mob: '',
    tel: '',
    adr1: keepStreet ? address.adr1 : '',
    bnm: keepStreet ? address.bnm : '',
  };
}

function anonymisedGift(gift: OrderGiftDetails | null): OrderGiftDetails | null {
  return gift && { ...gift, senderName: '', message: '' };
}

/**
 * Anonymises a deleted account's orders, inside the deletion's transaction: they are kept for the
 * tax retention period (`ORDER_RETENTION_YEARS`) but no longer name, reach or belong to anyone.
 * The invoice's company fields (name, tax office, activity, VAT number) are the law's and stay.
 * Unlinking also means no later status change credits points or referral rewards to the account.
 */
export async function anonymiseOrdersOf(
  tx: Db,
  customerId: number,
  placeholderEmail: string,
): Promise<number> {
  const rows = await tx
    .select({
      id: orders.id,
      receiptType: orders.receiptType,
      billing: orders.billing,
      delivery: orders.delivery,
      gift: orders.gift,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .for('update');
  for (const row of rows) {
    const invoice = row.receiptType === 'invoice';
    await tx
      .update(orders)
      .set({
        customerId: null,
        email: placeholderEmail,
        billing: anonymisedAddress(row.billing, invoice),
        delivery: row.delivery && anonymisedAddress(row.delivery, false),
        gift: anonymisedGift(row.gift),
        note: '',
        acceptedNewsletter: false,
      })
      .where(eq(orders.id, row.id));
  }
  return rows.length;
}
