import { OrderStatus, SHOP_TIME_ZONE } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { type CsvValue, csvChunks } from '../../lib/csv.ts';
import { athensDayStart } from './admin-reads.ts';

/** The accountant's columns: one row per order line, the order's own columns repeated on each. */
export const ORDER_EXPORT_HEADER = [
  'order',
  'placed_at',
  'status',
  'email',
  'first_name',
  'last_name',
  'receipt_type',
  'company_name',
  'company_tax_id',
  'company_tax_office',
  'billing_address',
  'billing_city',
  'billing_postcode',
  'billing_country',
  'shipping',
  'shipping_cost',
  'delivery_address',
  'delivery_city',
  'delivery_postcode',
  'payment',
  'payment_fee',
  'paid_at',
  'paid',
  'transaction',
  'goods',
  'discount',
  'net',
  'vat',
  'total',
  'line',
  'product_id',
  'product',
  'size',
  'quantity',
  'unit_price',
  'line_discount',
  'line_amount',
  'vat_rate',
] as const;

interface ExportRow {
  id: number;
  code: string;
  placed_at: string;
  status: number;
  email: string;
  billing: Record<string, string | null> | null;
  delivery: Record<string, string | null> | null;
  receipt_type: string;
  company_name: string | null;
  company_tax_id: string | null;
  company_tax_office: string | null;
  shipping_name_el: string;
  shipping_cents: number;
  payment_name_el: string;
  payment_fee_cents: number;
  paid_at: string | null;
  paid_cents: number | null;
  payment_transaction_id: string | null;
  goods_cents: number;
  discount_cents: number;
  net_cents: number;
  vat_cents: number;
  total_cents: number;
  position: number | null;
  product_id: number | null;
  name: string | null;
  size_name: string | null;
  quantity: number | null;
  unit_price_cents: number | null;
  line_discount_cents: number | null;
  amount_cents: number | null;
  vat_rate: number | null;
}

/** The status's name in the contract (`Completed`), which reads the same in every language's spreadsheet. */
const statusName = (status: number) =>
  Object.entries(OrderStatus).find(([, value]) => value === status)?.[0] ?? String(status);

/** Euros with two decimals, as a number cell. */
const euros = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

function cells(row: ExportRow): CsvValue[] {
  const billing = row.billing ?? {};
  const delivery = row.delivery ?? {};
  return [
    row.code,
    row.placed_at,
    statusName(row.status),
    row.email,
    billing.fnm ?? null,
    billing.lnm ?? null,
    row.receipt_type,
    row.company_name,
    row.company_tax_id,
    row.company_tax_office,
    billing.adr1 ?? null,
    billing.ct ?? null,
    billing.pc ?? null,
    billing.ctnm ?? null,
    row.shipping_name_el,
    euros(row.shipping_cents),
    delivery.adr1 ?? null,
    delivery.ct ?? null,
    delivery.pc ?? null,
    row.payment_name_el,
    euros(row.payment_fee_cents),
    row.paid_at,
    euros(row.paid_cents),
    row.payment_transaction_id,
    euros(row.goods_cents),
    euros(row.discount_cents),
    euros(row.net_cents),
    euros(row.vat_cents),
    euros(row.total_cents),
    row.position,
    row.product_id,
    row.name,
    row.size_name,
    row.quantity,
    euros(row.unit_price_cents),
    euros(row.line_discount_cents),
    euros(row.amount_cents),
    row.vat_rate,
  ];
}

/**
 * Orders placed in a period of Athens days (inclusive) with their lines, oldest first, read a
 * batch of orders at a time (keyset on the id) and written as CSV as they are read.
 */
export function orderExportCsv(db: Db, from: string, to: string, batchSize = 500): AsyncGenerator<string> {
  async function* batches(): AsyncGenerator<CsvValue[][]> {
    let after = 0;
    for (;;) {
      const rows = await queryRows<ExportRow>(
        db,
        sql`with chosen as (
            select * from orders
            where id > ${after} and placed_at >= ${athensDayStart(from)} and placed_at < ${athensDayStart(to, 1)}
            order by id limit ${batchSize})
          select o.id, o.code,
            to_char(o.placed_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as placed_at,
            o.status, o.email, o.billing, o.delivery, o.receipt_type, o.company_name, o.company_tax_id,
            o.company_tax_office, o.shipping_name_el, o.shipping_cents, o.payment_name_el, o.payment_fee_cents,
            to_char(o.paid_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as paid_at, o.paid_cents,
            o.payment_transaction_id, o.goods_cents, o.discount_cents, o.net_cents, o.vat_cents, o.total_cents,
            l.position, l.product_id, l.name, l.size_name, l.quantity, l.unit_price_cents,
            l.discount_cents as line_discount_cents, l.amount_cents, l.vat_rate
          from chosen o left join order_lines l on l.order_id = o.id
          order by o.id, l.position`,
      );
      if (rows.length === 0) return;
      yield rows.map(cells);
      after = rows.at(-1)?.id ?? after;
      if (new Set(rows.map((row) => row.id)).size < batchSize) return;
    }
  }
  return csvChunks(ORDER_EXPORT_HEADER, batches());
}
