import * as z from 'zod/mini';

/**
 * Carriers the shop makes vouchers with (decision 046). ACS and BoxNow through their APIs;
 * `manual` is any other courier, whose tracking number staff type.
 */
export const CARRIERS = ['acs', 'boxnow', 'manual'] as const;
export type CarrierCode = (typeof CARRIERS)[number];

/** Couriers a manual voucher may name, each with its public tracking page. */
export const MANUAL_COURIERS = ['acs', 'boxnow', 'elta', 'geniki', 'speedex', 'other'] as const;
export type ManualCourier = (typeof MANUAL_COURIERS)[number];

/** Where the public follows a parcel, `{n}` being its tracking number; `other` has no page. */
export const TRACKING_LINKS: Readonly<Record<ManualCourier, string | null>> = {
  acs: 'https://www.acscourier.net/el/myacs/anafores-apostolwn/anazitisi-apostolwn/?trackingNumber={n}',
  boxnow: 'https://boxnow.gr/?track={n}',
  elta: 'https://www.elta-courier.gr/search?br={n}',
  geniki: 'https://www.taxydromiki.com/track/{n}',
  speedex: 'https://www.speedex.gr/speedex/NewTrackAndTrace.aspx?number={n}',
  other: null,
};

/** The public tracking page of a parcel, or null for a courier without one. */
export function trackingLinkOf(courier: ManualCourier, trackingNumber: string): string | null {
  const template = TRACKING_LINKS[courier];
  return template ? template.replace('{n}', encodeURIComponent(trackingNumber)) : null;
}

/**
 * What a carrier's own event means to the shop (decision 045's table): `accepted` ships the
 * order, `delivered` completes it, `returned` marks it not delivered; the rest are only shown.
 */
export const CARRIER_EVENT_KINDS = [
  'accepted',
  'in_transit',
  'out_for_delivery',
  'attempt_failed',
  'in_locker',
  'delivered',
  'returned',
] as const;
export type CarrierEventKind = (typeof CARRIER_EVENT_KINDS)[number];

/** Label sheets: one 10×15 cm label a page, or up to four on an A4 page. */
export const LABEL_FORMATS = ['a4', 'label'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

const orderUid = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** `admin/carriers/vouchers/create`: a voucher for one order; `tn` only for a manual one. */
export const voucherCreateRequestSchema = z.object({
  uid: orderUid,
  car: z.enum(CARRIERS),
  /** Manual: the courier and the tracking number staff typed. */
  mc: z.optional(z.enum(MANUAL_COURIERS)),
  tn: z.optional(z.string().check(z.trim(), z.minLength(4), z.maxLength(40))),
});
export type VoucherCreateRequest = z.infer<typeof voucherCreateRequestSchema>;

/** `admin/carriers/vouchers/bulk`: vouchers for many orders with one carrier (ACS or BoxNow). */
export const voucherBulkRequestSchema = z.object({
  ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(500)),
  car: z.enum(['acs', 'boxnow']),
});

/** A carrier's refusal, in the language asked for, with the field it is about. */
export const voucherProblemSchema = z.object({
  fld: z.enum(['postcode', 'phone', 'weight', 'address', 'locker', 'credentials', 'carrier']),
  msg: z.string(),
});

/** A voucher as staff see it. */
export const voucherSchema = z.object({
  id: z.number(),
  oid: z.number(),
  car: z.enum(CARRIERS),
  mc: z.enum(MANUAL_COURIERS),
  tn: z.string(),
  lnk: z.nullable(z.string()),
  /** Cash on delivery to collect, in cents (0 when paid already). */
  cod: z.number(),
  /** Parcel weight in grams. */
  wg: z.number(),
  lck: z.nullable(z.string()),
  /** The carrier's pickup list once the day was closed. */
  pl: z.nullable(z.string()),
  at: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherOutcomeSchema = z.object({
  oid: z.number(),
  /** `created` now, `existing` made before (a retried request), `refused` by the carrier or the shop. */
  res: z.enum(['created', 'existing', 'refused']),
  v: z.nullable(voucherSchema),
  errs: z.array(voucherProblemSchema),
});
export type VoucherOutcome = z.infer<typeof voucherOutcomeSchema>;

export const voucherBulkResultSchema = z.object({ items: z.array(voucherOutcomeSchema) });
export type VoucherBulkResult = z.infer<typeof voucherBulkResultSchema>;

/** `admin/carriers/status`: which carriers can make vouchers here, and why not. */
export const carrierStatusSchema = z.object({
  items: z.array(
    z.object({
      car: z.enum(CARRIERS),
      ok: z.boolean(),
      /** A local recorded-response carrier stands in (development, tests). */
      sbx: z.boolean(),
      msg: z.nullable(z.string()),
    }),
  ),
});

/** `admin/carriers/labels`: one PDF of the labels of these vouchers. */
export const labelRequestSchema = z.object({
  ids: z.pipe(
    z.string().check(z.trim(), z.regex(/^\d+(,\d+){0,199}$/, 'invalid_ids')),
    z.transform((value) => value.split(',').map(Number)),
  ),
  fmt: z._default(z.enum(LABEL_FORMATS), 'a4'),
});

/** `admin/carriers/vouchers/getbyorders`: the vouchers of these orders (a day's packed orders). */
export const voucherOrdersQuerySchema = z.object({
  ids: z.pipe(
    z.string().check(z.trim(), z.regex(/^\d+(,\d+){0,499}$/, 'invalid_ids')),
    z.transform((value) => value.split(',').map(Number)),
  ),
});
export const voucherListSchema = z.object({ items: z.array(voucherSchema) });
export type VoucherList = z.infer<typeof voucherListSchema>;

/** `admin/carriers/closeday`: the carrier's pickup list of today's open vouchers. */
export const closeDayRequestSchema = z.object({ car: z.enum(['acs', 'boxnow']) });
export const closeDayResultSchema = z.object({
  car: z.enum(['acs', 'boxnow']),
  pl: z.nullable(z.string()),
  cnt: z.number(),
});

/** One carrier event as the customer reads it. */
export const trackingEventSchema = z.object({
  kind: z.enum(CARRIER_EVENT_KINDS),
  /** The kind in the language asked for, and the carrier's own words. */
  ttl: z.string(),
  txt: z.string(),
  loc: z.nullable(z.string()),
  at: z.string(),
});

/** `orders/tracking`: the parcels of an order and what the carriers said of them. */
export const orderTrackingSchema = z.object({
  items: z.array(
    z.object({
      car: z.enum(CARRIERS),
      crn: z.string(),
      tn: z.string(),
      lnk: z.nullable(z.string()),
      evs: z.array(trackingEventSchema),
    }),
  ),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

export const parcelTrackingRequestSchema = z.object({
  uid: orderUid,
  email: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
});

/** `admin/carriers/cod/import`: a carrier's COD report, its file name and its CSV text. */
export const codImportRequestSchema = z.object({
  nm: z.string().check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(200, 'too_long')),
  csv: z.string().check(z.minLength(1, 'cod_file_required'), z.maxLength(2_000_000, 'too_long')),
});

/** One line of an imported COD settlement and what the shop made of it. */
export const codSettlementLineSchema = z.object({
  tn: z.string(),
  code: z.nullable(z.string()),
  /** Collected by the carrier, and the order's total, in cents. */
  col: z.number(),
  exp: z.nullable(z.number()),
  res: z.enum(['paid', 'already_paid', 'difference', 'unknown', 'not_cod']),
});

export const codSettlementResultSchema = z.object({
  id: z.number(),
  lines: z.array(codSettlementLineSchema),
  paid: z.number(),
  diffs: z.number(),
});
export type CodSettlementResult = z.infer<typeof codSettlementResultSchema>;

export const codSettlementListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      nm: z.string(),
      at: z.string(),
      cnt: z.number(),
      paid: z.number(),
      diffs: z.number(),
    }),
  ),
});
export type CodSettlementList = z.infer<typeof codSettlementListSchema>;

export type CarrierStatus = z.infer<typeof carrierStatusSchema>;
export type CloseDayResult = z.infer<typeof closeDayResultSchema>;
