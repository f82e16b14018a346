import { centsToEuros, formatEuros, type Language } from '@shop/contract';
import type { OrderAddressSnapshot, OrderRecord } from '../../db/schema/orders.ts';
import { escapeHtml } from '../../lib/html.ts';
import { localized } from '../../lib/localized.ts';

/** An order line as the mail lists it. */
export interface OrderMailLine {
  name: string;
  sizeName: string | null;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  amountCents: number;
  autoInserted: boolean;
}

/** What the order-received mail tells of the order beyond its total. */
export interface OrderMailSummary {
  order: Pick<
    OrderRecord,
    | 'goodsCents'
    | 'discountCents'
    | 'shippingCents'
    | 'paymentFeeCents'
    | 'vatCents'
    | 'totalCents'
    | 'pointsUsed'
    | 'pointsCents'
    | 'giftCards'
    | 'receiptType'
    | 'companyName'
    | 'companyTaxId'
    | 'companyTaxOffice'
    | 'companyActivity'
    | 'billing'
    | 'delivery'
    | 'shippingKind'
    | 'shippingNameEl'
    | 'shippingNameEn'
    | 'paymentNameEl'
    | 'paymentNameEn'
    | 'installments'
  >;
  lines: OrderMailLine[];
}

const LABELS = {
  el: {
    products: 'Τα προϊόντα σας',
    product: 'Προϊόν',
    quantity: 'Ποσότητα',
    price: 'Τιμή',
    amount: 'Σύνολο',
    gift: 'δώρο',
    goods: 'Προϊόντα',
    discount: 'Έκπτωση',
    points: (points: number) => `Εξαργύρωση ${points} πόντων`,
    giftCard: (code: string) => `Δωροκάρτα ${code}`,
    shipping: 'Μεταφορικά',
    free: 'Δωρεάν',
    paymentFee: 'Κόστος αντικαταβολής',
    vat: 'Περιλαμβάνεται ΦΠΑ',
    total: 'Σύνολο πληρωμής',
    deliveryTo: 'Παράδοση σε:',
    shippingMethod: 'Τρόπος αποστολής:',
    payment: 'Τρόπος πληρωμής:',
    installments: (count: number) => `${count} δόσεις`,
    invoice: 'Στοιχεία τιμολογίου:',
    taxId: 'ΑΦΜ',
    taxOffice: 'ΔΟΥ',
    receipt: 'Παραστατικό: απόδειξη',
  },
  en: {
    products: 'Your products',
    product: 'Product',
    quantity: 'Quantity',
    price: 'Price',
    amount: 'Amount',
    gift: 'gift',
    goods: 'Products',
    discount: 'Discount',
    points: (points: number) => `${points} points redeemed`,
    giftCard: (code: string) => `Gift card ${code}`,
    shipping: 'Shipping',
    free: 'Free',
    paymentFee: 'Cash-on-delivery fee',
    vat: 'VAT included',
    total: 'Total to pay',
    deliveryTo: 'Delivery to:',
    shippingMethod: 'Shipping:',
    payment: 'Payment:',
    installments: (count: number) => `${count} installments`,
    invoice: 'Invoice details:',
    taxId: 'VAT number',
    taxOffice: 'Tax office',
    receipt: 'Document: receipt',
  },
} as const;

interface Row {
  label: string;
  amount: string;
  strong?: boolean;
}

const addressLine = (address: OrderAddressSnapshot) =>
  [
    `${address.fnm} ${address.lnm}`.trim(),
    address.adr1,
    `${address.pc} ${address.ct}`.trim(),
    address.crnm,
    address.ctnm,
    address.mob,
  ]
    .filter((part) => part !== '')
    .join(', ');

/**
 * The lines with their sizes, quantities and prices, the discounts, shipping, the cash-on-delivery
 * fee, the VAT and the total, then where it goes (an address; a store or locker is told by the
 * mail's extras), how it is paid and the invoice's details: as plain-text lines and as HTML whose
 * every datum is escaped.
 */
export function renderOrderSummary(summary: OrderMailSummary, language: Language) {
  const label = LABELS[language];
  const money = (cents: number) => formatEuros(centsToEuros(cents), language);
  const { order } = summary;
  const lineName = (line: OrderMailLine) =>
    [line.name, line.sizeName, line.autoInserted ? label.gift : null].filter(Boolean).join(' – ');

  const giftCardCents = order.giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  const rows: Row[] = [{ label: label.goods, amount: money(order.goodsCents) }];
  const otherDiscountCents = order.discountCents - giftCardCents - order.pointsCents;
  if (otherDiscountCents > 0) rows.push({ label: label.discount, amount: `−${money(otherDiscountCents)}` });
  if (order.pointsCents > 0) {
    rows.push({ label: label.points(order.pointsUsed), amount: `−${money(order.pointsCents)}` });
  }
  for (const card of order.giftCards) {
    rows.push({ label: label.giftCard(card.code), amount: `−${money(card.amountCents)}` });
  }
  rows.push({
    label: label.shipping,
    amount: order.shippingCents === 0 ? label.free : money(order.shippingCents),
  });
  if (order.paymentFeeCents > 0) rows.push({ label: label.paymentFee, amount: money(order.paymentFeeCents) });
  rows.push({ label: label.vat, amount: money(order.vatCents) });
  rows.push({ label: label.total, amount: money(order.totalCents), strong: true });

  const details: string[] = [];
  const deliveryAddress = order.delivery ?? (order.shippingKind === 'courier' ? order.billing : null);
  details.push(`${label.shippingMethod} ${localized(language, order.shippingNameEl, order.shippingNameEn)}`);
  if (deliveryAddress) details.push(`${label.deliveryTo} ${addressLine(deliveryAddress)}`);
  const paymentName = localized(language, order.paymentNameEl, order.paymentNameEn);
  details.push(
    `${label.payment} ${paymentName}${order.installments > 1 ? `, ${label.installments(order.installments)}` : ''}`,
  );
  if (order.receiptType === 'invoice') {
    details.push(
      `${label.invoice} ${[
        order.companyName,
        order.companyTaxId ? `${label.taxId} ${order.companyTaxId}` : null,
        order.companyTaxOffice ? `${label.taxOffice} ${order.companyTaxOffice}` : null,
        order.companyActivity,
      ]
        .filter(Boolean)
        .join(', ')}`,
    );
  } else details.push(label.receipt);

  const text = [
    `${label.products}:`,
    ...summary.lines.map(
      (line) =>
        `- ${lineName(line)}: ${line.quantity} × ${money(line.unitPriceCents)} = ${money(line.amountCents)}`,
    ),
    '',
    ...rows.map((row) => `${row.label}: ${row.amount}`),
    '',
    ...details,
  ];

  const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb';
  const right = `${cell};text-align:right;white-space:nowrap`;
  const html = `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(label.products)}</h2>
<table role="presentation" style="border-collapse:collapse;width:100%;max-width:640px;font-size:14px">
<thead><tr><th style="${cell};text-align:left">${escapeHtml(label.product)}</th><th style="${right}">${escapeHtml(label.quantity)}</th><th style="${right}">${escapeHtml(label.price)}</th><th style="${right}">${escapeHtml(label.amount)}</th></tr></thead>
<tbody>
${summary.lines
  .map(
    (line) =>
      `<tr><td style="${cell}">${escapeHtml(lineName(line))}</td><td style="${right}">${line.quantity}</td><td style="${right}">${escapeHtml(money(line.unitPriceCents))}</td><td style="${right}">${escapeHtml(money(line.amountCents))}</td></tr>`,
  )
  .join('\n')}
</tbody>
<tfoot>
${rows
  .map(
    (row) =>
      `<tr><td colspan="3" style="${right}${row.strong ? ';font-weight:bold' : ''}">${escapeHtml(row.label)}</td><td style="${right}${row.strong ? ';font-weight:bold' : ''}">${escapeHtml(row.amount)}</td></tr>`,
  )
  .join('\n')}
</tfoot>
</table>
${details.map((line) => `<p style="margin:8px 0">${escapeHtml(line)}</p>`).join('\n')}`;
  return { text, html };
}
