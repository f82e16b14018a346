import {
  type CartTotalsRequest,
  cartTotalsRequestSchema,
  type OrderForm,
  type ParsedCartTotalsRequest,
  type ShippingKind,
} from '@shop/contract';

/** Whether the order goes to the delivery fields rather than the billing address. */
export const deliversElsewhere = (form: OrderForm, kind: ShippingKind | undefined) =>
  kind === 'courier' && !form.sameShippingAsBilling;

/**
 * The order form as the pricing engine's request: the same engine prices the cart page and the
 * order. The delivery country and region count only when the courier goes to a delivery address
 * of its own; otherwise the billing ones decide (island surcharge, countries a type serves).
 */
export function pricingRequestOf(
  form: OrderForm,
  email: string | undefined,
  kind: ShippingKind | undefined,
): ParsedCartTotalsRequest {
  const elsewhere = deliversElsewhere(form, kind);
  const request: CartTotalsRequest = {
    lines: form.lines.map((line) => ({ pid: line.pid, dimension: line.pdid, quantity: line.qty })),
    ...(email ? { eml: email } : {}),
    couponscodes: form.couponscodes,
    gfcd: form.gfcd,
    r_lpnt: form.r_lpnt,
    SelectedProductOffers: form.SelectedProductOffers,
    ...(form.stid === undefined ? {} : { stid: form.stid }),
    ...(form.ptid === undefined ? {} : { ptid: form.ptid }),
    rt: form.rt,
    ctid: form.ctid,
    ...(form.crid === undefined ? {} : { crid: form.crid }),
    ...(form.pc === '' ? {} : { pc: form.pc }),
    ...(elsewhere
      ? {
          dctid: form.dctid,
          ...(form.dcrid === undefined ? {} : { dcrid: form.dcrid }),
          ...(form.dpc === '' ? {} : { dpc: form.dpc }),
        }
      : {}),
  };
  return cartTotalsRequestSchema.parse(request);
}
