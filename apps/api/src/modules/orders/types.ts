import type { Language, PaymentProviderCode, ReceiptType, ShippingKind } from '@shop/contract';
import type {
  OrderActorKind,
  OrderAddressSnapshot,
  OrderGiftCardAmount,
  OrderGiftDetails,
  OrderLockerSnapshot,
  OrderRecord,
} from '../../db/schema/orders.ts';

export type {
  OrderActorKind,
  OrderAddressSnapshot,
  OrderBackOrderedLine,
  OrderGiftCardAmount,
  OrderGiftDetails,
  OrderLockerSnapshot,
} from '../../db/schema/orders.ts';

/** Who changes an order: `id` is the customer's or staff member's id when there is one. */
export interface OrderActor {
  kind: OrderActorKind;
  id?: number | null;
}

/** A priced line as the order keeps it, whatever the catalogue later does to the product. */
export interface OrderLineDraft {
  productId: number;
  dimensionId: number | null;
  name: string;
  sizeName: string | null;
  url: string | null;
  image: string | null;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  amountCents: number;
  vatRate: number;
  autoInserted: boolean;
  /** The line sells gift cards (`ptype` 1): they are issued when the order is paid. */
  giftCard: boolean;
}

export interface OrderTotalsCents {
  goodsCents: number;
  discountCents: number;
  shippingCents: number;
  paymentFeeCents: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
  pointsUsed: number;
  /** What the redeemed points took off. */
  pointsCents: number;
  pointsEarned: number;
  /** Intra-community supply to a VIES-confirmed EU business: no Greek VAT (decision 039). */
  reverseCharge: boolean;
}

/** Everything checkout settled for a new order; `OrdersService.create` writes it as it is. */
export interface OrderDraft {
  customerId: number | null;
  email: string;
  language: Language;
  receiptType: ReceiptType;
  company: { name: string; taxOffice: string; activity: string; taxId: string } | null;
  billing: OrderAddressSnapshot;
  delivery: OrderAddressSnapshot | null;
  shipping: { typeId: number; kind: ShippingKind; nameEl: string; nameEn: string };
  storeId: number | null;
  locker: OrderLockerSnapshot | null;
  payment: { typeId: number; provider: PaymentProviderCode; nameEl: string; nameEn: string };
  installments: number;
  totals: OrderTotalsCents;
  /** Gift cards the order paid with, given back on cancellation. */
  giftCards: OrderGiftCardAmount[];
  gift: OrderGiftDetails | null;
  note: string;
  acceptedNewsletter: boolean;
  idempotencyKey: string | null;
  /** When an unpaid order is cancelled; null for one that waits for nobody's payment. */
  expiresAt: Date | null;
  lines: OrderLineDraft[];
  actor: OrderActor;
}

/** A placed order: what its payment needs, and its row as written, for the placed listeners (the mail). */
export interface PlacedOrder extends PayableOrder {
  row: OrderRecord;
}

/** What a payment provider needs of an order. */
export interface PayableOrder {
  id: number;
  uid: string;
  code: string;
  /** The account it was placed in; null for a guest's order. */
  customerId: number | null;
  /** OrderStatus. */
  status: number;
  totalCents: number;
  currency: 'EUR';
  language: Language;
  email: string;
  fullName: string;
  installments: number;
  provider: PaymentProviderCode;
  expiresAt: Date | null;
}

export const CANCEL_REASONS = ['payment_failed', 'expired', 'staff', 'customer'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Who may read an order: its customer, or whoever knows its uid and email (guest tracking). */
export type OrderReader = { customerId: number } | { email: string };

/** An order line as a sales document needs it (decision 043). */
export interface OrderLineForDocument {
  name: string;
  sizeName: string | null;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  amountCents: number;
  vatRate: number;
  autoInserted: boolean;
  giftCard: boolean;
}

/** What a sales document is made of: the order's buyer, lines, charges and totals as it was placed. */
export interface OrderForDocument {
  id: number;
  uid: string;
  code: string;
  customerId: number | null;
  email: string;
  language: Language;
  /** OrderStatus. */
  status: number;
  receiptType: ReceiptType;
  company: { name: string; taxOffice: string; activity: string; taxId: string } | null;
  billing: OrderAddressSnapshot;
  shippingName: { el: string; en: string };
  payment: { provider: PaymentProviderCode; name: { el: string; en: string } };
  goodsCents: number;
  discountCents: number;
  shippingCents: number;
  paymentFeeCents: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
  giftCards: OrderGiftCardAmount[];
  placedAt: Date;
  paidAt: Date | null;
  /** In the order's positions. */
  lines: OrderLineForDocument[];
}
