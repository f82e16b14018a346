import { z } from 'zod';
import { adminFlagFilter, adminPagingQuerySchema, adminSortQuery } from './admin-audit-schemas.ts';
import {
  adminEurosSchema,
  adminIdSchema,
  adminOptionalText,
  adminRequiredText,
} from './admin-catalog-schemas.ts';
import { COMBINATION_RULES, PROMOTION_KINDS } from './cart-totals.ts';
import { GIFT_CARD_MOVEMENT_KINDS } from './gift-cards-schemas.ts';
import { TIER_BASES, TIER_CODES } from './loyalty.ts';
import { PAYMENT_PROVIDERS, SHIPPING_KINDS } from './orders.ts';

/**
 * What staff send to run promotions, coupons, gift cards, shipping and payment types, stores and
 * parcel lockers (`/admin/promotions/*`, `/admin/coupons/*`, `/admin/giftcards/*`,
 * `/admin/shippingtypes/*`, `/admin/paymenttypes/*`, `/admin/stores/*`, `/admin/lockers/*`), and the
 * loyalty settings (`/admin/loyalty/settings`) and
 * what they read back. Money in euros; failures name the field with a code.
 */

/** An internal code: letters, digits, dash and underscore. */
export const ADMIN_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
const codeSchema = z.string('required_field').trim().regex(ADMIN_CODE_PATTERN, 'invalid_code');
const instantSchema = z.iso.datetime({ offset: true, error: 'invalid_date' }).nullable().default(null);
const positionSchema = z
  .number('invalid_value')
  .int('invalid_value')
  .min(0, 'invalid_value')
  .max(32_767, 'invalid_value');
const flag = (value: boolean) => z.boolean('invalid_value').default(value);
const texts = z.object({ nm: adminRequiredText(), dsc: adminOptionalText(2_000) });
const textsOut = z.object({ nm: z.string(), dsc: z.string().nullable() });

export const adminListQuerySchema = adminPagingQuerySchema.extend({
  q: z.string().trim().max(100, 'too_long').optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const ADMIN_PROMOTION_SORTS = ['active', 'code', 'name', 'ends'] as const;
export type AdminPromotionSort = (typeof ADMIN_PROMOTION_SORTS)[number];

/** `admin/promotions/list`: searched by code or name, active or not, active first unless sorted. */
export const adminPromotionQuerySchema = adminListQuerySchema.extend({
  active: adminFlagFilter,
  ...adminSortQuery(ADMIN_PROMOTION_SORTS, 'active', 'desc'),
});
export type AdminPromotionQuery = z.infer<typeof adminPromotionQuerySchema>;

export const ADMIN_COUPON_SORTS = ['created', 'code', 'ends', 'redemptions'] as const;
export type AdminCouponSort = (typeof ADMIN_COUPON_SORTS)[number];

/** `admin/coupons/list`: searched by code, of one policy or all, active or not, newest first unless sorted. */
export const adminCouponQuerySchema = adminListQuerySchema.extend({
  policyId: z.coerce
    .number('invalid_id')
    .int('invalid_id')
    .positive('invalid_id')
    .max(2_147_483_647, 'invalid_id')
    .optional(),
  active: adminFlagFilter,
  ...adminSortQuery(ADMIN_COUPON_SORTS, 'created', 'desc'),
});
export type AdminCouponQuery = z.infer<typeof adminCouponQuerySchema>;

export const ADMIN_GIFT_CARD_SORTS = ['created', 'code', 'balance', 'expires'] as const;
export type AdminGiftCardSort = (typeof ADMIN_GIFT_CARD_SORTS)[number];

/** `admin/giftcards/list`: searched by code, order or recipient, active or not, newest first unless sorted. */
export const adminGiftCardQuerySchema = adminListQuerySchema.extend({
  active: adminFlagFilter,
  ...adminSortQuery(ADMIN_GIFT_CARD_SORTS, 'created', 'desc'),
});
export type AdminGiftCardQuery = z.infer<typeof adminGiftCardQuerySchema>;

const page = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), psize: z.number() });

// ---- Promotion policies ----

const datesInOrder = (value: { startsAt: string | null; endsAt: string | null }) =>
  value.startsAt === null || value.endsAt === null || Date.parse(value.startsAt) < Date.parse(value.endsAt);

export const adminPromotionSaveSchema = z
  .object({
    id: adminIdSchema.optional(),
    code: codeSchema,
    el: texts,
    en: texts,
    badge: adminOptionalText(40),
    /** Tier codes the policy is limited to; empty: everyone. */
    customerGroups: z.array(z.enum(TIER_CODES, 'invalid_value')).max(3).default([]),
    startsAt: instantSchema,
    endsAt: instantSchema,
    isActive: flag(true),
    /** None: a policy that only shows a badge. */
    kind: z.enum(PROMOTION_KINDS, 'invalid_value').nullable().default(null),
    combinationRule: z.enum(COMBINATION_RULES, 'invalid_value').default('Additive'),
    percent: z
      .number('invalid_value')
      .gt(0, 'invalid_value')
      .max(100, 'invalid_value')
      .nullable()
      .default(null),
    amount: adminEurosSchema.nullable().default(null),
    buyQuantity: z.number('invalid_value').int('invalid_value').min(1).max(100).nullable().default(null),
    freeQuantity: z.number('invalid_value').int('invalid_value').min(1).max(100).nullable().default(null),
    minAmount: adminEurosSchema.nullable().default(null),
    giftQuantity: z.number('invalid_value').int('invalid_value').min(1).max(100).default(1),
    productIds: z.array(adminIdSchema).max(5_000, 'too_many').default([]),
    categoryIds: z.array(adminIdSchema).max(500, 'too_many').default([]),
    manufacturerIds: z.array(adminIdSchema).max(500, 'too_many').default([]),
    /** The products a Gift policy adds, in order of preference. */
    giftProductIds: z.array(adminIdSchema).max(50, 'too_many').default([]),
  })
  .superRefine((value, context) => {
    const need = (path: string, ok: boolean) => {
      if (!ok) context.addIssue({ code: 'custom', path: [path], message: 'required_field' });
    };
    if (!datesInOrder(value))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'ends_before_start' });
    if (value.kind === 'Percentage') need('percent', value.percent !== null);
    if (value.kind === 'FixedAmount' || value.kind === 'Customized') need('amount', value.amount !== null);
    if (value.kind === 'Bogo') {
      need('buyQuantity', value.buyQuantity !== null);
      need('freeQuantity', value.freeQuantity !== null);
    }
    if (value.kind === 'Gift') need('giftProductIds', value.giftProductIds.length > 0);
  });
export type AdminPromotionSave = z.infer<typeof adminPromotionSaveSchema>;

export const adminPromotionSchema = z.object({
  id: z.number(),
  code: z.string(),
  el: textsOut,
  en: textsOut,
  badge: z.string().nullable(),
  customerGroups: z.array(z.string()),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
  kind: z.string().nullable(),
  combinationRule: z.string(),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  buyQuantity: z.number().nullable(),
  freeQuantity: z.number().nullable(),
  minAmount: z.number().nullable(),
  giftQuantity: z.number(),
  productIds: z.array(z.number()),
  categoryIds: z.array(z.number()),
  manufacturerIds: z.array(z.number()),
  giftProductIds: z.array(z.number()),
  coupons: z.number().describe('coupons that switch it on'),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
export const adminPromotionListSchema = page(adminPromotionSchema);

// ---- Coupons ----

export const adminCouponSaveSchema = z
  .object({
    id: adminIdSchema.optional(),
    code: z
      .string('required_field')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, 'invalid_code'),
    policyId: adminIdSchema,
    isActive: flag(true),
    startsAt: instantSchema,
    endsAt: instantSchema,
    maxRedemptions: z
      .number('invalid_value')
      .int('invalid_value')
      .min(1)
      .max(10_000_000)
      .nullable()
      .default(null),
    maxPerCustomer: z.number('invalid_value').int('invalid_value').min(1).max(1_000).nullable().default(null),
    allowedEmails: z.array(z.email('invalid_email').trim().toLowerCase()).max(1_000, 'too_many').default([]),
  })
  .refine(datesInOrder, { path: ['endsAt'], message: 'ends_before_start' });
export type AdminCouponSave = z.infer<typeof adminCouponSaveSchema>;

export const adminCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  policyId: z.number(),
  policyCode: z.string(),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxRedemptions: z.number().nullable(),
  maxPerCustomer: z.number().nullable(),
  allowedEmails: z.array(z.string()),
  /** A personal coupon's owner (issued by loyalty or referrals; read-only here). */
  customerId: z.number().nullable(),
  redemptions: z.number(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponListSchema = page(adminCouponSchema);

// ---- Gift cards ----

export const adminGiftCardSchema = z.object({
  id: z.number(),
  code: z.string(),
  initial: z.number(),
  balance: z.number(),
  isActive: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  orderCode: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  recipientName: z.string().nullable(),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;
export const adminGiftCardListSchema = page(adminGiftCardSchema);
export const adminGiftCardDetailSchema = adminGiftCardSchema.extend({
  senderName: z.string().nullable(),
  message: z.string().nullable(),
  movements: z.array(
    z.object({
      kind: z.enum(GIFT_CARD_MOVEMENT_KINDS),
      amount: z.number(),
      orderCode: z.string().nullable(),
      at: z.string(),
    }),
  ),
});

// ---- Shipping and payment types ----

export const adminShippingTypeSaveSchema = z.object({
  id: adminIdSchema.optional(),
  code: codeSchema,
  el: texts,
  en: texts,
  kind: z.enum(SHIPPING_KINDS, 'invalid_value'),
  cost: adminEurosSchema,
  freeAboveThreshold: flag(true),
  islandSurcharge: adminEurosSchema.default(0),
  /** Country ids it delivers to; empty: every country. */
  countryIds: z.array(adminIdSchema).max(300, 'too_many').default([]),
  position: positionSchema.default(0),
  isActive: flag(true),
});
export type AdminShippingTypeSave = z.infer<typeof adminShippingTypeSaveSchema>;
export const adminShippingTypeSchema = z.object({
  id: z.number(),
  code: z.string(),
  el: textsOut,
  en: textsOut,
  kind: z.enum(SHIPPING_KINDS),
  cost: z.number(),
  freeAboveThreshold: z.boolean(),
  islandSurcharge: z.number(),
  countryIds: z.array(z.number()),
  position: z.number(),
  isActive: z.boolean(),
});
export type AdminShippingType = z.infer<typeof adminShippingTypeSchema>;

export const adminPaymentTypeSaveSchema = z.object({
  id: adminIdSchema.optional(),
  code: codeSchema,
  el: texts,
  en: texts,
  provider: z.enum(PAYMENT_PROVIDERS, 'invalid_value'),
  fee: adminEurosSchema.default(0),
  /** Order totals from this amount are refused (the cash limit); none: no limit. */
  maxAmount: adminEurosSchema.nullable().default(null),
  shippingKinds: z.array(z.enum(SHIPPING_KINDS, 'invalid_value')).max(3).default([]),
  installments: flag(false),
  position: positionSchema.default(0),
  isActive: flag(true),
});
export type AdminPaymentTypeSave = z.infer<typeof adminPaymentTypeSaveSchema>;
export const adminPaymentTypeSchema = z.object({
  id: z.number(),
  code: z.string(),
  el: textsOut,
  en: textsOut,
  provider: z.enum(PAYMENT_PROVIDERS),
  fee: z.number(),
  maxAmount: z.number().nullable(),
  shippingKinds: z.array(z.enum(SHIPPING_KINDS)),
  installments: z.boolean(),
  position: z.number(),
  isActive: z.boolean(),
});
export type AdminPaymentType = z.infer<typeof adminPaymentTypeSchema>;

// ---- Stores and parcel lockers ----

const latitude = z.number('invalid_value').min(-90, 'invalid_value').max(90, 'invalid_value');
const longitude = z.number('invalid_value').min(-180, 'invalid_value').max(180, 'invalid_value');
const storeTexts = z.object({
  nm: adminRequiredText(),
  address: adminRequiredText(),
  city: adminRequiredText(100),
  /** Opening hours, one line per group of days. */
  hours: z.array(adminRequiredText(100)).max(14, 'too_many').default([]),
});

export const adminStoreSaveSchema = z.object({
  id: adminIdSchema.optional(),
  code: codeSchema,
  el: storeTexts,
  en: storeTexts,
  postcode: z
    .string('required_field')
    .trim()
    .regex(/^\d{3} ?\d{2}$/, 'invalid_postcode'),
  phone: z
    .string('required_field')
    .trim()
    .regex(/^\+?[0-9 ]{10,16}$/, 'invalid_phone'),
  latitude,
  longitude,
  position: positionSchema.default(0),
  isActive: flag(true),
});
export type AdminStoreSave = z.infer<typeof adminStoreSaveSchema>;
export const adminStoreSchema = z.object({
  id: z.number(),
  code: z.string(),
  el: z.object({ nm: z.string(), address: z.string(), city: z.string(), hours: z.array(z.string()) }),
  en: z.object({ nm: z.string(), address: z.string(), city: z.string(), hours: z.array(z.string()) }),
  postcode: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  position: z.number(),
  isActive: z.boolean(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

export const adminLockerSaveSchema = z.object({
  /** The locker network's own id. */
  id: z
    .string('required_field')
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalid_code'),
  name: adminRequiredText(),
  address: adminRequiredText(),
  postcode: z
    .string('required_field')
    .trim()
    .regex(/^\d{3} ?\d{2}$/, 'invalid_postcode'),
  city: adminRequiredText(100),
  latitude,
  longitude,
  isActive: flag(true),
});
export type AdminLockerSave = z.infer<typeof adminLockerSaveSchema>;
export const adminLockerSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  isActive: z.boolean(),
});
export type AdminLocker = z.infer<typeof adminLockerSchema>;
export const adminLockerListSchema = page(adminLockerSchema);

// ---- Loyalty settings ----

const percentSchema = z
  .number('invalid_value')
  .int('invalid_value')
  .min(0, 'invalid_value')
  .max(100, 'invalid_value');
const daysSchema = z
  .number('invalid_value')
  .int('invalid_value')
  .min(1, 'invalid_value')
  .max(3650, 'invalid_value');

/**
 * What staff may change of loyalty (`/admin/loyalty/settings`): the tiers (basis, window and where
 * slv, prm and gld start), the redemption steps shown to customers, and the personal coupons. The
 * earning and redemption rates stay configuration: pricing and orders read them too.
 */
export const adminLoyaltySettingsSchema = z.object({
  tiers: z.object({
    basis: z.enum(TIER_BASES, 'invalid_value'),
    months: z.number('invalid_value').int('invalid_value').min(1, 'invalid_value').max(120, 'invalid_value'),
    /** Where slv, prm and gld start: points, or euros of completed purchases. */
    thresholds: z
      .tuple(
        [z.number('invalid_value'), z.number('invalid_value'), z.number('invalid_value')],
        'invalid_value',
      )
      .refine(
        (list) =>
          list.every(
            (value, index) =>
              value >= 0 && value <= 10_000_000 && (index === 0 || value > (list[index - 1] ?? 0)),
          ),
        'thresholds_not_rising',
      ),
  }),
  /** Redemption steps (points), rising. */
  pointRanges: z
    .array(
      z.number('invalid_value').int('invalid_value').min(1, 'invalid_value').max(10_000_000, 'invalid_value'),
    )
    .min(1, 'required_field')
    .max(10, 'too_many')
    .refine(
      (list) => list.every((value, index) => index === 0 || value > (list[index - 1] ?? 0)),
      'not_rising',
    ),
  coupons: z.object({
    birthday: z.object({ percent: percentSchema, validDays: daysSchema }),
    tiers: z.object({
      percents: z.tuple([percentSchema, percentSchema, percentSchema]),
      validDays: daysSchema,
    }),
  }),
});
export type AdminLoyaltySettings = z.infer<typeof adminLoyaltySettingsSchema>;
