import * as z from 'zod/mini';
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
  .check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(MAX_ID, 'invalid_id'));

export const adminRequiredText = (max = ADMIN_TEXT_MAX_LENGTH) =>
  z
    .string('required_field')
    .check(z.trim(), z.minLength(1, { error: 'required_field', abort: true }), z.maxLength(max, 'too_long'));

/** Optional text: blank is none. */
export const adminOptionalText = (max = ADMIN_TEXT_MAX_LENGTH) =>
  z.pipe(
    z._default(z.nullable(z.string('invalid_value').check(z.trim(), z.maxLength(max, 'too_long'))), null),
    z.transform((value) => (value === null || value === '' ? null : value)),
  );

/** Whole cents: a float such as 0.1 + 0.2 still counts as 0.30. */
export const hasWholeCents = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

export const adminEurosSchema = z
  .number('invalid_price')
  .check(
    z.gte(0, 'invalid_price'),
    z.lte(ADMIN_MAX_EUROS, 'invalid_price'),
    z.refine(hasWholeCents, 'invalid_price'),
  );

export const adminStockSchema = z
  .number('invalid_stock')
  .check(z.int('invalid_stock'), z.gte(0, 'invalid_stock'), z.lte(ADMIN_MAX_STOCK, 'invalid_stock'));

export const slugSchema = z
  .string('required_field')
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: 'required_field', abort: true }),
    z.maxLength(200, { error: 'too_long', abort: true }),
    z.regex(SLUG_PATTERN, 'invalid_slug'),
  );

const sortDirection = z._default(z.enum(['asc', 'desc'], 'invalid_value'), 'asc');
const optionalQueryId = z.optional(
  z.coerce.number('invalid_id').check(z.int('invalid_id'), z.positive('invalid_id'), z.lte(MAX_ID)),
);

// ---- Products ----

export const ADMIN_PRODUCT_SORTS = ['name', 'code', 'price', 'stock', 'updated'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const adminProductQuerySchema = z.extend(adminPagingQuerySchema, {
  /** Part of a name (either language), a code or a barcode. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
  categoryId: optionalQueryId,
  manufacturerId: optionalQueryId,
  /** A status label (New, Offer …) the product carries. */
  statusId: optionalQueryId,
  published: z.optional(z.enum(['true', 'false'], 'invalid_value')),
  sort: z._default(z.enum(ADMIN_PRODUCT_SORTS, 'invalid_value'), 'name'),
  dir: sortDirection,
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

export const adminProductRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  barcode: z.nullable(z.string()),
  eurl: z.string(),
  nm: z.string().check(z.describe('the name in the language of the call')),
  brand: z.nullable(z.string()),
  prc: z.number().check(z.describe('selling price, euros')),
  lprc: z.nullable(z.number()).check(z.describe('price before a reduction, euros')),
  stock: z.number(),
  availability: z.number(),
  isPublished: z.boolean(),
  img: z.nullable(z.string()),
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
  id: z.optional(adminIdSchema),
  type: z.enum(ADMIN_DIMENSION_TYPES, 'invalid_value'),
  code: z._default(
    z.nullable(z.string('invalid_code').check(z.trim(), z.regex(PRODUCT_CODE_PATTERN, 'invalid_code'))),
    null,
  ),
  barcode: z._default(
    z.nullable(z.string('invalid_barcode').check(z.trim(), z.regex(BARCODE_PATTERN, 'invalid_barcode'))),
    null,
  ),
  el: z.object({ tx: adminRequiredText(100) }),
  en: z.object({ tx: adminRequiredText(100) }),
  colorValue: z._default(z.nullable(z.string().check(z.regex(HEX_COLOUR, 'invalid_colour'))), null),
  /** A price of its own; none: the product's. */
  prc: z._default(z.nullable(adminEurosSchema), null),
  lprc: z._default(z.nullable(adminEurosSchema), null),
});
export type AdminDimensionSave = z.infer<typeof adminDimensionSaveSchema>;

const availabilityValues = Object.values(Availability) as number[];

export const adminProductSaveSchema = z
  .object({
    /** None: a new product. */
    id: z.optional(adminIdSchema),
    code: z.string('required_field').check(z.trim(), z.regex(PRODUCT_CODE_PATTERN, 'invalid_code')),
    barcode: z._default(
      z.nullable(z.string('invalid_barcode').check(z.trim(), z.regex(BARCODE_PATTERN, 'invalid_barcode'))),
      null,
    ),
    eurl: slugSchema,
    el: productTexts,
    en: productTexts,
    manufacturerId: z._default(z.nullable(adminIdSchema), null),
    /** The first is the primary category (the product page's trail). */
    categoryIds: z._default(z.array(adminIdSchema).check(z.maxLength(20, 'too_many')), []),
    statusIds: z._default(z.array(adminIdSchema).check(z.maxLength(20, 'too_many')), []),
    availability: z._default(
      z
        .number('invalid_value')
        .check(z.refine((value) => availabilityValues.includes(value), 'invalid_value')),
      Availability.Available,
    ),
    isPublished: z._default(z.boolean('invalid_value'), true),
    addDisabled: z._default(z.boolean('invalid_value'), false),
    /** Cannot be returned once unsealed (health or hygiene, Directive 2011/83/EU art. 16(e)). */
    nonReturnable: z._default(z.boolean('invalid_value'), false),
    orderMaxQuantity: z._default(
      z.nullable(
        z.number('invalid_value').check(z.int('invalid_value'), z.gte(1, 'invalid_value'), z.lte(999)),
      ),
      null,
    ),
    prc: adminEurosSchema,
    /** The price before a reduction; none when not reduced. */
    lprc: z._default(z.nullable(adminEurosSchema), null),
    rprc: z._default(z.nullable(adminEurosSchema), null),
    dscp: z._default(
      z.number('invalid_value').check(z.gte(0, 'invalid_value'), z.lte(99.99, 'invalid_value')),
      0,
    ),
    dimensions: z._default(z.array(adminDimensionSaveSchema).check(z.maxLength(100, 'too_many')), []),
  })
  .check(
    z.superRefine((value, context) => {
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
    }),
  );
export type AdminProductSave = z.infer<typeof adminProductSaveSchema>;

export const adminDimensionSchema = z.object({
  id: z.number(),
  type: z.enum(ADMIN_DIMENSION_TYPES),
  code: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
  el: z.object({ tx: z.string() }),
  en: z.object({ tx: z.string() }),
  colorValue: z.nullable(z.string()),
  prc: z.nullable(z.number()),
  lprc: z.nullable(z.number()),
  stock: z.number(),
});

export const adminProductImageSchema = z.object({
  id: z.number(),
  url: z.string(),
  /** The small copy for lists. */
  thumb: z.string(),
  position: z.number(),
  altEl: z.nullable(z.string()),
  altEn: z.nullable(z.string()),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminPriceChangeSchema = z.object({
  prc: z.number().check(z.describe('the effective price, euros')),
  dimensionId: z.nullable(z.number()),
  at: z.string(),
});

export const adminProductSchema = z.object({
  id: z.number(),
  code: z.string(),
  barcode: z.nullable(z.string()),
  eurl: z.string(),
  el: z.object({ nm: z.string(), sdsc: z.nullable(z.string()), dsc: z.nullable(z.string()) }),
  en: z.object({ nm: z.string(), sdsc: z.nullable(z.string()), dsc: z.nullable(z.string()) }),
  manufacturerId: z.nullable(z.number()),
  categoryIds: z.array(z.number()),
  statusIds: z.array(z.number()),
  availability: z.number(),
  isPublished: z.boolean(),
  addDisabled: z.boolean(),
  nonReturnable: z.boolean(),
  orderMaxQuantity: z.nullable(z.number()),
  prc: z.number(),
  lprc: z.nullable(z.number()),
  rprc: z.nullable(z.number()),
  dscp: z.number(),
  stock: z.number(),
  dimensions: z.array(adminDimensionSchema),
  images: z.array(adminProductImageSchema),
  /** The latest price changes, newest first (the Omnibus history). */
  priceHistory: z.array(adminPriceChangeSchema),
  /** The lowest price of the 30 days before the current one took effect (what the shop shows struck through). */
  lowest30: z.nullable(z.number()),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Sets stock: the product's own (no sizes), or each size's. */
export const adminStockSaveSchema = z.object({
  id: adminIdSchema,
  lines: z
    .array(z.object({ dimensionId: z.nullable(adminIdSchema), stock: adminStockSchema }))
    .check(z.minLength(1, 'required_field'), z.maxLength(100, 'too_many')),
});
export type AdminStockSave = z.infer<typeof adminStockSaveSchema>;

export const adminImageOrderSchema = z.object({
  id: adminIdSchema,
  /** Every picture of the product, in the new order. */
  imageIds: z.array(adminIdSchema).check(z.maxLength(50, 'too_many')),
});

export const adminProductOptionsSchema = z.object({
  statuses: z.array(z.object({ id: z.number(), code: z.string(), nm: z.string() })),
  availabilities: z.array(z.object({ id: z.number(), code: z.string() })),
});

// ---- Categories and brands ----

export const adminCategorySaveSchema = z.object({
  /** None: a new category. */
  id: z.optional(adminIdSchema),
  pid: z._default(z.nullable(adminIdSchema), null),
  eurl: slugSchema,
  el: z.object({ nm: adminRequiredText(), dsc: adminOptionalText(20_000) }),
  en: z.object({ nm: adminRequiredText(), dsc: adminOptionalText(20_000) }),
  sortOrder: z._default(z.number('invalid_value').check(z.int('invalid_value'), z.gte(0), z.lte(100_000)), 0),
  isVisible: z._default(z.boolean('invalid_value'), true),
});
export type AdminCategorySave = z.infer<typeof adminCategorySaveSchema>;

export const adminCategorySchema = z.object({
  id: z.number(),
  pid: z.nullable(z.number()),
  eurl: z.string(),
  el: z.object({ nm: z.string(), dsc: z.nullable(z.string()) }),
  en: z.object({ nm: z.string(), dsc: z.nullable(z.string()) }),
  sortOrder: z.number(),
  isVisible: z.boolean(),
  products: z.number().check(z.describe('products linked to it')),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema) });

export const adminBrandSaveSchema = z.object({
  id: z.optional(adminIdSchema),
  eurl: slugSchema,
  el: z.object({ nm: adminRequiredText(), dsc: adminOptionalText(20_000) }),
  en: z.object({ nm: adminRequiredText(), dsc: adminOptionalText(20_000) }),
  countryIso: z._default(
    z.nullable(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'invalid_country'))),
    null,
  ),
  isFeatured: z._default(z.boolean('invalid_value'), false),
  isPublic: z._default(z.boolean('invalid_value'), true),
  /** Countries (ISO codes) the brand's products may not be sent to: checkout refuses them. */
  excludedCountries: z.pipe(
    z._default(
      z
        .array(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'invalid_country')))
        .check(z.maxLength(60, 'too_long')),
      [],
    ),
    z.transform((codes) => [...new Set(codes)].sort()),
  ),
});
export type AdminBrandSave = z.infer<typeof adminBrandSaveSchema>;

export const adminBrandSchema = z.object({
  id: z.number(),
  eurl: z.string(),
  el: z.object({ nm: z.string(), dsc: z.nullable(z.string()) }),
  en: z.object({ nm: z.string(), dsc: z.nullable(z.string()) }),
  countryIso: z.nullable(z.string()),
  logo: z.nullable(z.string()),
  isFeatured: z.boolean(),
  isPublic: z.boolean(),
  excludedCountries: z.array(z.string()),
  products: z.number(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const ADMIN_BRAND_SORTS = ['name', 'public'] as const;
export type AdminBrandSort = (typeof ADMIN_BRAND_SORTS)[number];

/** Brands searched by name or slug, public or hidden ones, sorted (by name in the call's language). */
export const adminBrandQuerySchema = z.extend(adminPagingQuerySchema, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'too_long'))),
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
