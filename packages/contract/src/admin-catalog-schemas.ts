import { z } from 'zod';
import { adminFlagFilter, adminPagingQuerySchema, adminSortQuery } from './admin-audit-schemas.ts';
import { Availability } from './enums.ts';

/**
 * What staff send to run the catalogue (`/admin/products/*`, `/admin/categories/*`,
 * `/admin/brands/*`) and what they read back. Every text a shopper reads in Greek and English;
 * money in euros with at most two decimals. Failures name the field with a code
 * (`required_field`, `too_long`, `invalid_price`, `invalid_slug`, `not_found` …) that the back
 * office translates.
 */

export const ADMIN_TEXT_MAX_LENGTH = 300;
export const ADMIN_DESCRIPTION_MAX_LENGTH = 100_000;
/** Highest price or stock the back office accepts: far above any pharmacy product, inside `integer`. */
export const ADMIN_MAX_EUROS = 1_000_000;
export const ADMIN_MAX_STOCK = 1_000_000;
/** A slug: lower-case Latin letters, digits and single dashes, as the shop's urls are. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A product or size code: letters, digits, dot, dash, underscore, slash. */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9._/-]{1,64}$/;
export const BARCODE_PATTERN = /^[0-9A-Za-z-]{4,32}$/;
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const MAX_ID = 2_147_483_647;
export const adminIdSchema = z
  .number('invalid_id')
  .int('invalid_id')
  .positive('invalid_id')
  .max(MAX_ID, 'invalid_id');

export const adminRequiredText = (max = ADMIN_TEXT_MAX_LENGTH) =>
  z.string('required_field').trim().min(1, { error: 'required_field', abort: true }).max(max, 'too_long');

/** Optional text: blank is none. */
export const adminOptionalText = (max = ADMIN_TEXT_MAX_LENGTH) =>
  z
    .string('invalid_value')
    .trim()
    .max(max, 'too_long')
    .nullable()
    .default(null)
    .transform((value) => (value === null || value === '' ? null : value));

/** Whole cents: a float such as 0.1 + 0.2 still counts as 0.30. */
export const hasWholeCents = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

export const adminEurosSchema = z
  .number('invalid_price')
  .min(0, 'invalid_price')
  .max(ADMIN_MAX_EUROS, 'invalid_price')
  .refine(hasWholeCents, 'invalid_price');

export const adminStockSchema = z
  .number('invalid_stock')
  .int('invalid_stock')
  .min(0, 'invalid_stock')
  .max(ADMIN_MAX_STOCK, 'invalid_stock');

export const slugSchema = z
  .string('required_field')
  .trim()
  .toLowerCase()
  .min(1, { error: 'required_field', abort: true })
  .max(200, { error: 'too_long', abort: true })
  .regex(SLUG_PATTERN, 'invalid_slug');

const sortDirection = z.enum(['asc', 'desc'], 'invalid_value').default('asc');
const optionalQueryId = z.coerce
  .number('invalid_id')
  .int('invalid_id')
  .positive('invalid_id')
  .max(MAX_ID)
  .optional();

// ---- Products ----

export const ADMIN_PRODUCT_SORTS = ['name', 'code', 'price', 'stock', 'updated'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const adminProductQuerySchema = adminPagingQuerySchema.extend({
  /** Part of a name (either language), a code or a barcode. */
  q: z.string().trim().max(100, 'too_long').optional(),
  categoryId: optionalQueryId,
  manufacturerId: optionalQueryId,
  /** A status label (New, Offer …) the product carries. */
  statusId: optionalQueryId,
  published: z.enum(['true', 'false'], 'invalid_value').optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS, 'invalid_value').default('name'),
  dir: sortDirection,
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

export const adminProductRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  barcode: z.string().nullable(),
  eurl: z.string(),
  nm: z.string().describe('the name in the language of the call'),
  brand: z.string().nullable(),
  prc: z.number().describe('selling price, euros'),
  lprc: z.number().nullable().describe('price before a reduction, euros'),
  stock: z.number(),
  availability: z.number(),
  isPublished: z.boolean(),
  img: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListSchema = z.object({
  items: z.array(adminProductRowSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

const productTexts = z.object({
  nm: adminRequiredText(),
  sdsc: adminOptionalText(2_000),
  dsc: adminOptionalText(ADMIN_DESCRIPTION_MAX_LENGTH),
});

export const ADMIN_DIMENSION_TYPES = ['Size', 'Color'] as const;

export const adminDimensionSaveSchema = z.object({
  /** None: a new size or colour (stock 0; set it through `/admin/products/stock`). */
  id: adminIdSchema.optional(),
  type: z.enum(ADMIN_DIMENSION_TYPES, 'invalid_value'),
  code: z.string('invalid_code').trim().regex(PRODUCT_CODE_PATTERN, 'invalid_code').nullable().default(null),
  barcode: z
    .string('invalid_barcode')
    .trim()
    .regex(BARCODE_PATTERN, 'invalid_barcode')
    .nullable()
    .default(null),
  el: z.object({ tx: adminRequiredText(100) }),
  en: z.object({ tx: adminRequiredText(100) }),
  colorValue: z.string().regex(HEX_COLOUR, 'invalid_colour').nullable().default(null),
  /** A price of its own; none: the product's. */
  prc: adminEurosSchema.nullable().default(null),
  lprc: adminEurosSchema.nullable().default(null),
});
export type AdminDimensionSave = z.infer<typeof adminDimensionSaveSchema>;

const availabilityValues = Object.values(Availability) as number[];

export const adminProductSaveSchema = z
  .object({
    /** None: a new product. */
    id: adminIdSchema.optional(),
    code: z.string('required_field').trim().regex(PRODUCT_CODE_PATTERN, 'invalid_code'),
    barcode: z
      .string('invalid_barcode')
      .trim()
      .regex(BARCODE_PATTERN, 'invalid_barcode')
      .nullable()
      .default(null),
    eurl: slugSchema,
    el: productTexts,
    en: productTexts,
    manufacturerId: adminIdSchema.nullable().default(null),
    /** The first is the primary category (the product page's trail). */
    categoryIds: z.array(adminIdSchema).max(20, 'too_many').default([]),
    statusIds: z.array(adminIdSchema).max(20, 'too_many').default([]),
    availability: z
      .number('invalid_value')
      .refine((value) => availabilityValues.includes(value), 'invalid_value')
      .default(Availability.Available),
    isPublished: z.boolean('invalid_value').default(true),
    addDisabled: z.boolean('invalid_value').default(false),
    /** Cannot be returned once unsealed (health or hygiene, Directive 2011/83/EU art. 16(e)). */
    nonReturnable: z.boolean('invalid_value').default(false),
    orderMaxQuantity: z
      .number('invalid_value')
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(999)
      .nullable()
      .default(null),
    prc: adminEurosSchema,
    /** The price before a reduction; none when not reduced. */
    lprc: adminEurosSchema.nullable().default(null),
    rprc: adminEurosSchema.nullable().default(null),
    dscp: z.number('invalid_value').min(0, 'invalid_value').max(99.99, 'invalid_value').default(0),
    dimensions: z.array(adminDimensionSaveSchema).max(100, 'too_many').default([]),
  })
  .superRefine((value, context) => {
    if (value.lprc !== null && value.lprc <= value.prc) {
      context.addIssue({ code: 'custom', path: ['lprc'], message: 'list_price_not_above_price' });
    }
    value.dimensions.forEach((dimension, index) => {
      if (dimension.lprc !== null && (dimension.prc === null || dimension.lprc <= dimension.prc)) {
        context.addIssue({
          code: 'custom',
          path: ['dimensions', index, 'lprc'],
          message: 'list_price_not_above_price',
        });
      }
    });
  });
export type AdminProductSave = z.infer<typeof adminProductSaveSchema>;

export const adminDimensionSchema = z.object({
  id: z.number(),
  type: z.enum(ADMIN_DIMENSION_TYPES),
  code: z.string().nullable(),
  barcode: z.string().nullable(),
  el: z.object({ tx: z.string() }),
  en: z.object({ tx: z.string() }),
  colorValue: z.string().nullable(),
  prc: z.number().nullable(),
  lprc: z.number().nullable(),
  stock: z.number(),
});

export const adminProductImageSchema = z.object({
  id: z.number(),
  url: z.string(),
  /** The small copy for lists. */
  thumb: z.string(),
  position: z.number(),
  altEl: z.string().nullable(),
  altEn: z.string().nullable(),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminPriceChangeSchema = z.object({
  prc: z.number().describe('the effective price, euros'),
  dimensionId: z.number().nullable(),
  at: z.string(),
});

export const adminProductSchema = z.object({
  id: z.number(),
  code: z.string(),
  barcode: z.string().nullable(),
  eurl: z.string(),
  el: z.object({ nm: z.string(), sdsc: z.string().nullable(), dsc: z.string().nullable() }),
  en: z.object({ nm: z.string(), sdsc: z.string().nullable(), dsc: z.string().nullable() }),
  manufacturerId: z.number().nullable(),
  categoryIds: z.array(z.number()),
  statusIds: z.array(z.number()),
  availability: z.number(),
  isPublished: z.boolean(),
  addDisabled: z.boolean(),
  nonReturnable: z.boolean(),
  orderMaxQuantity: z.number().nullable(),
  prc: z.number(),
  lprc: z.number().nullable(),
  rprc: z.number().nullable(),
  dscp: z.number(),
  stock: z.number(),
  dimensions: z.array(adminDimensionSchema),
  images: z.array(adminProductImageSchema),
  /** The latest price changes, newest first (the Omnibus history). */
  priceHistory: z.array(adminPriceChangeSchema),
  /** The lowest price of the 30 days before the current one took effect (what the shop shows struck through). */
  lowest30: z.number().nullable(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Sets stock: the product's own (no sizes), or each size's. */
export const adminStockSaveSchema = z.object({
  id: adminIdSchema,
  lines: z
    .array(z.object({ dimensionId: adminIdSchema.nullable(), stock: adminStockSchema }))
    .min(1, 'required_field')
    .max(100, 'too_many'),
});
export type AdminStockSave = z.infer<typeof adminStockSaveSchema>;

export const adminImageOrderSchema = z.object({
  id: adminIdSchema,
  /** Every picture of the product, in the new order. */
  imageIds: z.array(adminIdSchema).max(50, 'too_many'),
});

export const adminProductOptionsSchema = z.object({
  statuses: z.array(z.object({ id: z.number(), code: z.string(), nm: z.string() })),
  availabilities: z.array(z.object({ id: z.number(), code: z.string() })),
});

// ---- Categories and brands ----

export const adminCategorySaveSchema = z.object({
  /** None: a new category. */
  id: adminIdSchema.optional(),
  pid: adminIdSchema.nullable().default(null),
  eurl: slugSchema,
  el: z.object({ nm: adminRequiredText(), dsc: adminOptionalText(20_000) }),
  en: z.object({ nm: adminRequiredText(), dsc: adminOptionalText(20_000) }),
  sortOrder: z.number('invalid_value').int('invalid_value').min(0).max(100_000).default(0),
  isVisible: z.boolean('invalid_value').default(true),
});
export type AdminCategorySave = z.infer<typeof adminCategorySaveSchema>;

export const adminCategorySchema = z.object({
  id: z.number(),
  pid: z.number().nullable(),
  eurl: z.string(),
  el: z.object({ nm: z.string(), dsc: z.string().nullable() }),
  en: z.object({ nm: z.string(), dsc: z.string().nullable() }),
  sortOrder: z.number(),
  isVisible: z.boolean(),
  products: z.number().describe('products linked to it'),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema) });

export const adminBrandSaveSchema = z.object({
  id: adminIdSchema.optional(),
  eurl: slugSchema,
  el: z.object({ nm: adminRequiredText(), dsc: adminOptionalText(20_000) }),
  en: z.object({ nm: adminRequiredText(), dsc: adminOptionalText(20_000) }),
  countryIso: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'invalid_country')
    .nullable()
    .default(null),
  isFeatured: z.boolean('invalid_value').default(false),
  isPublic: z.boolean('invalid_value').default(true),
  /** Countries (ISO codes) the brand's products may not be sent to: checkout refuses them. */
  excludedCountries: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'invalid_country'),
    )
    .max(60, 'too_long')
    .default([])
    .transform((codes) => [...new Set(codes)].sort()),
});
export type AdminBrandSave = z.infer<typeof adminBrandSaveSchema>;

export const adminBrandSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  el: z.object({ nm: z.string(), dsc: z.string().nullable() }),
  en: z.object({ nm: z.string(), dsc: z.string().nullable() }),
  countryIso: z.string().nullable(),
  logo: z.string().nullable(),
  isFeatured: z.boolean(),
  isPublic: z.boolean(),
  excludedCountries: z.array(z.string()),
  products: z.number(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const ADMIN_BRAND_SORTS = ['name', 'public'] as const;
export type AdminBrandSort = (typeof ADMIN_BRAND_SORTS)[number];

/** Brands searched by name or slug, public or hidden ones, sorted (by name in the call's language). */
export const adminBrandQuerySchema = adminPagingQuerySchema.extend({
  q: z.string().trim().max(100, 'too_long').optional(),
  public: adminFlagFilter,
  ...adminSortQuery(ADMIN_BRAND_SORTS, 'name', 'asc'),
});
export type AdminBrandQuery = z.infer<typeof adminBrandQuerySchema>;
export const adminBrandListSchema = z.object({
  items: z.array(adminBrandSchema),
  total: z.number(),
  page: z.number(),
  psize: z.number(),
});
