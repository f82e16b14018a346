import * as z from 'zod/mini';
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
const codeSchema = z.string('required_field').check(z.trim(), z.regex(ADMIN_CODE_PATTERN, 'invalid_code'));
const instantSchema = z._default(z.nullable(z.iso.datetime({ offset: true, error: 'invalid_date' })), null);
const positionSchema = z
  .number('invalid_value')
  .check(z.int('invalid_value'), z.gte(0, 'invalid_value'), z.lte(32_767, 'invalid_value'));
const flag = (value: boolean) => z._default(z.boolean('invalid_value'), value);
const texts = z.object({ nm: adminRequiredText(), dsc: adminOptionalText(2_000) });
const textsOut = z.object({ nm: z.string(), dsc: z.nullable(z.string()) });

export const adminListQuerySchema = z.extend(adminPagingQuerySchema, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const ADMIN_PROMOTION_SORTS = ['active', 'code', 'name', 'ends'] as const;
export type AdminPromotionSort = (typeof ADMIN_PROMOTION_SORTS)[number];

/** `admin/promotions/list`: searched by code or name, active or not, active first unless sorted. */
export const adminPromotionQuerySchema = z.extend(adminListQuerySchema, {
  active: adminFlagFilter,
  ...adminSortQuery(ADMIN_PROMOTION_SORTS, 'active', 'desc'),
});
export type AdminPromotionQuery = z.infer<typeof adminPromotionQuerySchema>;

export const ADMIN_COUPON_SORTS = ['created', 'code', 'ends', 'redemptions'] as const;
export type AdminCouponSort = (typeof ADMIN_COUPON_SORTS)[number];

/** `admin/coupons/list`: searched by code, of one policy or all, active or not, newest first unless sorted. */
export const adminCouponQuerySchema = z.extend(adminListQuerySchema, {
  policyId: z.optional(
    z.coerce
      .number('invalid_id')
      .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(2_147_483_647, 'invalid_id')),
  ),
  active: adminFlagFilter,
  ...adminSortQuery(ADMIN_COUPON_SORTS, 'created', 'desc'),
});
export type AdminCouponQuery = z.infer<typeof adminCouponQuerySchema>;

export const ADMIN_GIFT_CARD_SORTS = ['created', 'code', 'balance', 'expires'] as const;
export type AdminGiftCardSort = (typeof ADMIN_GIFT_CARD_SORTS)[number];

/** `admin/giftcards/list`: searched by code, order or recipient, active or not, newest first unless sorted. */
export const adminGiftCardQuerySchema = z.extend(adminListQuerySchema, {
  active: adminFlagFilter,
  ...adminSortQuery(ADMIN_GIFT_CARD_SORTS, 'created', 'desc'),
});
export type AdminGiftCardQuery = z.infer<typeof adminGiftCardQuerySchema>;

const page = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), psize: z.number() });

// ---- Promotion policies ----

const datesInOrder = (value: { startsAt: string | null; endsAt: string | null }) =>
  value.startsAt === null || value.endsAt === null || Date.parse(value.startsAt) < Date.parse(value.endsAt);

export const adminPromotionSaveSchema = z
  .object({
    id: z.optional(adminIdSchema),
    code: codeSchema,
    el: texts,
    en: texts,
    badge: adminOptionalText(40),
    /** Tier codes the policy is limited to; empty: everyone. */
    customerGroups: z._default(z.array(z.enum(TIER_CODES, 'invalid_value')).check(z.maxLength(3)), []),
    startsAt: instantSchema,
    endsAt: instantSchema,
    isActive: flag(true),
    /** None: a policy that only shows a badge. */
    kind: z._default(z.nullable(z.enum(PROMOTION_KINDS, 'invalid_value')), null),
    combinationRule: z._default(z.enum(COMBINATION_RULES, 'invalid_value'), 'Additive'),
    percent: z._default(
      z.nullable(z.number('invalid_value').check(z.gt(0, 'invalid_value'), z.lte(100, 'invalid_value'))),
      null,
    ),
    amount: z._default(z.nullable(adminEurosSchema), null),
    buyQuantity: z._default(
      z.nullable(z.number('invalid_value').check(z.int('invalid_value'), z.gte(1), z.lte(100))),
      null,
    ),
    freeQuantity: z._default(
      z.nullable(z.number('invalid_value').check(z.int('invalid_value'), z.gte(1), z.lte(100))),
      null,
    ),
    minAmount: z._default(z.nullable(adminEurosSchema), null),
    giftQuantity: z._default(
      z.number('invalid_value').check(z.int('invalid_value'), z.gte(1), z.lte(100)),
      1,
    ),
    productIds: z._default(z.array(adminIdSchema).check(z.maxLength(5_000, 'too_many')), []),
    categoryIds: z._default(z.array(adminIdSchema).check(z.maxLength(500, 'too_many')), []),
    manufacturerIds: z._default(z.array(adminIdSchema).check(z.maxLength(500, 'too_many')), []),
    /** The products a Gift policy adds, in order of preference. */
    giftProductIds: z._default(z.array(adminIdSchema).check(z.maxLength(50, 'too_many')), []),
  })
  .check(
    z.superRefine((value, context) => {
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
    }),
  );
export type AdminPromotionSave = z.infer<typeof adminPromotionSaveSchema>;

export const adminPromotionSchema = z.object({
  id: z.number(),
  code: z.string(),
  el: textsOut,
  en: textsOut,
  badge: z.nullable(z.string()),
  customerGroups: z.array(z.string()),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  isActive: z.boolean(),
  kind: z.nullable(z.string()),
  combinationRule: z.string(),
  percent: z.nullable(z.number()),
  amount: z.nullable(z.number()),
  buyQuantity: z.nullable(z.number()),
  freeQuantity: z.nullable(z.number()),
  minAmount: z.nullable(z.number()),
  giftQuantity: z.number(),
  productIds: z.array(z.number()),
  categoryIds: z.array(z.number()),
  manufacturerIds: z.array(z.number()),
  giftProductIds: z.array(z.number()),
  coupons: z.number().check(z.describe('coupons that switch it on')),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
export const adminPromotionListSchema = page(adminPromotionSchema);

// ---- Coupons ----

export const adminCouponSaveSchema = z
  .object({
    id: z.optional(adminIdSchema),
    code: z
      .string('required_field')
      .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9_-]{3,40}$/, 'invalid_code')),
    policyId: adminIdSchema,
    isActive: flag(true),
    startsAt: instantSchema,
    endsAt: instantSchema,
    maxRedemptions: z._default(
      z.nullable(z.number('invalid_value').check(z.int('invalid_value'), z.gte(1), z.lte(10_000_000))),
      null,
    ),
    maxPerCustomer: z._default(
      z.nullable(z.number('invalid_value').check(z.int('invalid_value'), z.gte(1), z.lte(1_000))),
      null,
    ),
    allowedEmails: z._default(
      z
        .array(z.email('invalid_email').check(z.trim(), z.toLowerCase()))
        .check(z.maxLength(1_000, 'too_many')),
      [],
    ),
  })
  .check(z.refine(datesInOrder, { path: ['endsAt'], message: 'ends_before_start' }));
export type AdminCouponSave = z.infer<typeof adminCouponSaveSchema>;

export const adminCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  policyId: z.number(),
  policyCode: z.string(),
  isActive: z.boolean(),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  maxRedemptions: z.nullable(z.number()),
  maxPerCustomer: z.nullable(z.number()),
  allowedEmails: z.array(z.string()),
  /** A personal coupon's owner (issued by loyalty or referrals; read-only here). */
  customerId: z.nullable(z.number()),
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
  expiresAt: z.nullable(z.string()),
  createdAt: z.string(),
  orderCode: z.nullable(z.string()),
  recipientEmail: z.nullable(z.string()),
  recipientName: z.nullable(z.string()),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;
export const adminGiftCardListSchema = page(adminGiftCardSchema);
export const adminGiftCardDetailSchema = z.extend(adminGiftCardSchema, {
  senderName: z.nullable(z.string()),
  message: z.nullable(z.string()),
  movements: z.array(
    z.object({
      kind: z.enum(GIFT_CARD_MOVEMENT_KINDS),
      amount: z.number(),
      orderCode: z.nullable(z.string()),
      at: z.string(),
    }),
  ),
});

// ---- Shipping and payment types ----

export const adminShippingTypeSaveSchema = z.object({
  id: z.optional(adminIdSchema),
  code: codeSchema,
  el: texts,
  en: texts,
  kind: z.enum(SHIPPING_KINDS, 'invalid_value'),
  cost: adminEurosSchema,
  freeAboveThreshold: flag(true),
  islandSurcharge: z._default(adminEurosSchema, 0),
  /** Country ids it delivers to; empty: every country. */
  countryIds: z._default(z.array(adminIdSchema).check(z.maxLength(300, 'too_many')), []),
  position: z._default(positionSchema, 0),
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
  id: z.optional(adminIdSchema),
  code: codeSchema,
  el: texts,
  en: texts,
  provider: z.enum(PAYMENT_PROVIDERS, 'invalid_value'),
  fee: z._default(adminEurosSchema, 0),
  /** Order totals from this amount are refused (the cash limit); none: no limit. */
  maxAmount: z._default(z.nullable(adminEurosSchema), null),
  shippingKinds: z._default(z.array(z.enum(SHIPPING_KINDS, 'invalid_value')).check(z.maxLength(3)), []),
  installments: flag(false),
  position: z._default(positionSchema, 0),
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
  maxAmount: z.nullable(z.number()),
  shippingKinds: z.array(z.enum(SHIPPING_KINDS)),
  installments: z.boolean(),
  position: z.number(),
  isActive: z.boolean(),
});
export type AdminPaymentType = z.infer<typeof adminPaymentTypeSchema>;

// ---- Stores and parcel lockers ----

const latitude = z.number('invalid_value').check(z.gte(-90, 'invalid_value'), z.lte(90, 'invalid_value'));
const longitude = z.number('invalid_value').check(z.gte(-180, 'invalid_value'), z.lte(180, 'invalid_value'));
const storeTexts = z.object({
  nm: adminRequiredText(),
  address: adminRequiredText(),
  city: adminRequiredText(100),
  /** Opening hours, one line per group of days. */
  hours: z._default(z.array(adminRequiredText(100)).check(z.maxLength(14, 'too_many')), []),
});

export const adminStoreSaveSchema = z.object({
  id: z.optional(adminIdSchema),
  code: codeSchema,
  el: storeTexts,
  en: storeTexts,
  postcode: z.string('required_field').check(z.trim(), z.regex(/^\d{3} ?\d{2}$/, 'invalid_postcode')),
  phone: z.string('required_field').check(z.trim(), z.regex(/^\+?[0-9 ]{10,16}$/, 'invalid_phone')),
  latitude,
  longitude,
  position: z._default(positionSchema, 0),
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
  id: z.string('required_field').check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalid_code')),
  name: adminRequiredText(),
  address: adminRequiredText(),
  postcode: z.string('required_field').check(z.trim(), z.regex(/^\d{3} ?\d{2}$/, 'invalid_postcode')),
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
  .check(z.int('invalid_value'), z.gte(0, 'invalid_value'), z.lte(100, 'invalid_value'));
const daysSchema = z
  .number('invalid_value')
  .check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(3650, 'invalid_value'));

/**
 * What staff may change of loyalty (`/admin/loyalty/settings`): the tiers (basis, window and where
 * slv, prm and gld start), the redemption steps shown to customers, and the personal coupons. The
 * earning and redemption rates stay configuration: pricing and orders read them too.
 */
export const adminLoyaltySettingsSchema = z.object({
  tiers: z.object({
    basis: z.enum(TIER_BASES, 'invalid_value'),
    months: z
      .number('invalid_value')
      .check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(120, 'invalid_value')),
    /** Where slv, prm and gld start: points, or euros of completed purchases. */
    thresholds: z
      .tuple(
        [z.number('invalid_value'), z.number('invalid_value'), z.number('invalid_value')],
        'invalid_value',
      )
      .check(
        z.refine(
          (list) =>
            list.every(
              (value, index) =>
                value >= 0 && value <= 10_000_000 && (index === 0 || value > (list[index - 1] ?? 0)),
            ),
          'thresholds_not_rising',
        ),
      ),
  }),
  /** Redemption steps (points), rising. */
  pointRanges: z
    .array(
      z
        .number('invalid_value')
        .check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(10_000_000, 'invalid_value')),
    )
    .check(
      z.minLength(1, 'required_field'),
      z.maxLength(10, 'too_many'),
      z.refine(
        (list) => list.every((value, index) => index === 0 || value > (list[index - 1] ?? 0)),
        'not_rising',
      ),
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
