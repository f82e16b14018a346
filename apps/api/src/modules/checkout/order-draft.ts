import { type Language, type OrderForm, type ParcelLocker, ProductType } from '@shop/contract';
import {
  type PaymentTypeRecord,
  providerOf,
  type ShippingTypeRecord,
  shippingKindOf,
} from '../checkout-options/index.ts';
import type { GeoService } from '../geo/index.ts';
import type { OrderAddressSnapshot, OrderDraft } from '../orders/index.ts';
import type { PricedCart } from '../pricing/index.ts';
import { deliversElsewhere } from './order-request.ts';
import type { Shopper } from './service.ts';

interface DraftInput {
  form: OrderForm;
  shopper: Shopper;
  email: string;
  priced: PricedCart;
  shipping: ShippingTypeRecord;
  payment: PaymentTypeRecord;
  locker: ParcelLocker | undefined;
  geo: GeoService;
  idempotencyKey: string;
  expiresAt: Date | null;
  /** An intra-community supply: the priced cart is already without Greek VAT. */
  intraCommunity: boolean;
}

type AddressFields = Record<'fnm' | 'lnm' | 'mob' | 'tel' | 'adr1' | 'ct' | 'ar' | 'pc' | 'bnm', string> & {
  ctid: number;
  crid: number | undefined;
};

function billingOf(form: OrderForm): AddressFields {
  const { fnm, lnm, mob, tel, adr1, ct, ar, pc, bnm, ctid, crid } = form;
  return { fnm, lnm, mob, tel, adr1, ct, ar, pc, bnm, ctid, crid };
}

function deliveryOf(form: OrderForm): AddressFields {
  return {
    fnm: form.dfnm,
    lnm: form.dlnm,
    mob: form.dmob,
    tel: form.dtel,
    adr1: form.dadr1,
    ct: form.dct,
    ar: form.dar,
    pc: form.dpc,
    bnm: form.dbnm,
    ctid: form.dctid,
    crid: form.dcrid,
  };
}

async function snapshots(
  addresses: AddressFields[],
  geo: GeoService,
  language: Language,
): Promise<OrderAddressSnapshot[]> {
  const names = await geo.names(
    addresses.map((address) => address.ctid),
    addresses.flatMap((address) => (address.crid === undefined ? [] : [address.crid])),
    language,
  );
  return addresses.map((address) => ({
    ...address,
    crid: address.crid ?? null,
    ctnm: names.countries.get(address.ctid) ?? '',
    crnm: address.crid === undefined ? '' : (names.regions.get(address.crid) ?? ''),
  }));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The order as checkout settled it: snapshots of the addresses, lines, shipping, payment and totals. */
export async function orderDraftOf(input: DraftInput): Promise<OrderDraft> {
  const { form, shopper, priced } = input;
  const kind = shippingKindOf(input.shipping);
  const elsewhere = deliversElsewhere(form, kind);
  const [billing, delivery] = await snapshots(
    elsewhere ? [billingOf(form), deliveryOf(form)] : [billingOf(form)],
    input.geo,
    shopper.language,
  );
  if (!billing) throw new Error('no billing address');
  return {
    customerId: shopper.customerId,
    email: input.email,
    language: shopper.language,
    receiptType: form.rt,
    company:
      form.rt === 'invoice'
        ? { name: form.cnm, taxOffice: form.irs, activity: form.job, taxId: form.vat }
        : null,
    billing,
    delivery: delivery ?? null,
    shipping: {
      typeId: input.shipping.id,
      kind,
      nameEl: input.shipping.nameEl,
      nameEn: input.shipping.nameEn,
    },
    storeId: kind === 'takeaway' ? (form.tsid ?? null) : null,
    locker: kind === 'locker' && input.locker ? input.locker : null,
    payment: {
      typeId: input.payment.id,
      provider: providerOf(input.payment),
      nameEl: input.payment.nameEl,
      nameEn: input.payment.nameEn,
    },
    installments: form.inst,
    totals: {
      goodsCents: priced.grossCents,
      discountCents: priced.discountCents,
      shippingCents: priced.shipping?.amountCents ?? 0,
      paymentFeeCents: priced.payment?.amountCents ?? 0,
      netCents: sum(priced.vat.map((row) => row.netCents)),
      vatCents: sum(priced.vat.map((row) => row.vatCents)),
      totalCents: priced.totalCents,
      pointsUsed: priced.loyalty.used,
      pointsCents: priced.loyalty.amountCents,
      reverseCharge: input.intraCommunity,
      // Points are credited to an account: a guest's order earns none, and says so.
      pointsEarned: shopper.customerId === null ? 0 : priced.earnedPoints,
    },
    giftCards: priced.giftCards.flatMap((card) =>
      card.status === 'Applied' && card.id !== null && card.amountCents > 0
        ? [{ id: card.id, code: card.code, amountCents: card.amountCents }]
        : [],
    ),
    gift:
      form.gffnm === '' && form.gfremail === ''
        ? null
        : {
            senderName: form.gfnm,
            recipientName: form.gffnm,
            recipientEmail: form.gfremail,
            message: form.gfmsg,
          },
    note: form.ncm,
    acceptedNewsletter: form.hasAcceptedNewsletter,
    idempotencyKey: input.idempotencyKey,
    expiresAt: input.expiresAt,
    lines: priced.lines.map((line) => {
      const product = priced.products.get(line.pid);
      const size = product?.dimensions.find((dimension) => dimension.id === line.dimension);
      return {
        productId: line.pid,
        dimensionId: line.dimension === 0 ? null : line.dimension,
        name: line.name,
        sizeName: size?.name ?? null,
        url: product?.eurl ?? null,
        image: product?.image ?? null,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountCents: line.discountCents,
        amountCents: line.amountCents,
        vatRate: line.vatRate,
        autoInserted: line.autoInserted,
        giftCard: product?.productType === ProductType.GiftCard,
      };
    }),
    actor: shopper.customerId === null ? { kind: 'guest' } : { kind: 'customer', id: shopper.customerId },
  };
}
