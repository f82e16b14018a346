import {
  BEST_SELLERS_DEFAULT_DAYS,
  categoryTreeNodeSchema,
  productBundleSchema,
  productListingSchema,
  productListSchema,
  productSchema,
  productTabSchema,
  sitemapEntriesSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery, idSchema, idTextSchema, MAX_LISTED_IDS } from '../../lib/route-schemas.ts';
import { publicRead } from '../../plugins/xsrf.ts';
import { listingDescription, listingParams, listingQueryShape } from './listing-query.ts';

const productIdsSchema = z
  .string()
  .trim()
  .min(1, 'required_field')
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(z.array(idTextSchema('invalid_id')).max(MAX_LISTED_IDS, 'too_many_ids'));

/** Comma-joined product codes (an article's product cards), each as products store them. */
const productCodesSchema = z
  .string()
  .trim()
  .min(1, 'required_field')
  .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))])
  .pipe(
    z.array(z.string().min(1, 'invalid_value').max(64, 'invalid_value')).max(MAX_LISTED_IDS, 'too_many_ids'),
  );

const flagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const euroAmount = z.coerce.number().min(0).max(1_000_000).optional();

export async function catalogRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { catalog, categories, content, contentPages, loyalty, manufacturers, promotions } = app.services;
  // Loading starts with the server, not with the first shopper; it is not awaited here: a large
  // catalogue on a busy machine may take longer than Fastify gives a hook, and requests wait for it.
  app.addHook('onReady', async () => {
    catalog.model.ready().catch((error: unknown) => app.log.error({ err: error }, 'catalogue not loaded'));
  });
  app.addHook('onClose', () => catalog.model.close());

  route.get(
    '/products/getbyurl',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'Product by its url slug (eurl)',
        querystring: z.object({ url: z.string().trim().min(1, 'required_field').max(300) }),
        response: { 200: productSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const slug = request.query.url.split('/').filter(Boolean).pop() ?? '';
      const json = await catalog.productJsonByUrl(slug, request.language);
      if (!json) throw notFound('product_not_found');
      // Serialized once when the product was loaded, through the same schema as any answer: the
      // reply is sent as that text, past the typed serializer.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  route.get(
    '/products/getbyidfront',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product by id',
        querystring: idQuery('invalid_id'),
        response: { 200: productSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const product = await catalog.productById(request.query.id, request.language);
      if (!product) throw notFound('product_not_found');
      return product;
    },
  );

  route.get(
    '/products/getbyproductsids',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products by comma-joined ids; unknown ids are absent',
        querystring: z.object({ productsids: productIdsSchema }),
        response: { 200: productListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await catalog.productsByIds(request.query.productsids, request.language) }),
  );

  route.get(
    '/products/getbyproductcodes',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Products by comma-joined product codes (the cards an article places); unknown codes are absent',
        querystring: z.object({ codes: productCodesSchema }),
        response: { 200: productListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await catalog.productsByCodes(request.query.codes, request.language) }),
  );

  route.get(
    '/products/getproductloyaltypoints',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Loyalty points a purchase of the product earns (a number)',
        description:
          'Computed from the server price of the product or size and the configured earning rate (LOYALTY_POINTS_PER_EURO); price, priceBD and discount are accepted for compatibility and not trusted.',
        querystring: z.object({
          id: idSchema('invalid_id'),
          dimensionId: z.coerce.number().int().min(0).optional(),
          price: euroAmount,
          priceBD: euroAmount,
          discount: z.coerce.number().min(0).max(100).optional(),
        }),
        response: { 200: z.number(), ...apiErrorResponses },
      },
    },
    async (request) => {
      const { id, dimensionId } = request.query;
      const points = await loyalty.productPoints(id, dimensionId ? dimensionId : null);
      if (points === undefined) throw notFound('product_not_found');
      return points;
    },
  );

  route.get(
    '/products/GetCategoryTree',
    {
      schema: {
        tags: ['catalog'],
        summary: "The product's categories as a tree from the top categories",
        querystring: z.object({ productId: idSchema('invalid_id') }),
        response: { 200: z.object({ items: z.array(categoryTreeNodeSchema) }), ...apiErrorResponses },
      },
    },
    async (request) => {
      const items = await catalog.categoryTree(request.query.productId, request.language);
      if (!items) throw notFound('product_not_found');
      return { items };
    },
  );

  route.get(
    '/products/GetProductBundleById',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The bundle the product belongs to; 404 when it belongs to none',
        querystring: idQuery('invalid_id'),
        response: { 200: productBundleSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const bundle = await promotions.bundleOf(request.query.id, request.language);
      if (!bundle) throw notFound('bundle_not_found');
      return bundle;
    },
  );

  route.get(
    '/products/getbycategoryid',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'Products of a category and its sub-categories, with facets',
        description: listingDescription,
        querystring: z.object({ id: idSchema('invalid_id'), ...listingQueryShape }),
        response: { 200: productListingSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const categoryIds = await categories.withDescendants(request.query.id);
      if (categoryIds.length === 0) throw notFound('category_not_found');
      const facetCategoryIds = await categories.childIds(request.query.id);
      const json = await catalog.listProductsJson(
        { kind: 'category', categoryIds, facetCategoryIds },
        listingParams(request.query),
        request.language,
      );
      // Written in the schema's shape from the products' kept answers, past the typed serializer.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  route.get(
    '/products/GetByManufacturerId',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'Products of a brand, with facets',
        description: listingDescription,
        querystring: z.object({ id: idSchema('invalid_id'), ...listingQueryShape }),
        response: { 200: productListingSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const manufacturer = await manufacturers.byId(request.query.id, request.language);
      if (!manufacturer) throw notFound('manufacturer_not_found');
      const json = await catalog.listProductsJson(
        { kind: 'manufacturer', manufacturerId: request.query.id },
        listingParams(request.query),
        request.language,
      );
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  route.get(
    '/products/getbypromotionpolicyId',
    {
      config: publicRead,
      schema: {
        tags: ['catalog'],
        summary: 'Products taking part in a promotion policy, with facets',
        description: `${listingDescription} participatingProducts=false lists nothing: the gifts a policy gives belong to the promotions domain.`,
        querystring: z.object({
          id: idSchema('invalid_id'),
          participatingProducts: flagSchema.optional(),
          ...listingQueryShape,
        }),
        response: { 200: productListingSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const active = await promotions.isPolicyActive(request.query.id);
      if (!active) throw notFound('promotion_policy_not_found');
      const params = listingParams(request.query);
      if (request.query.participatingProducts === false) {
        return { items: [], total: 0, page: params.page, psize: params.psize, sort: params.sort, facets: [] };
      }
      return catalog.listProducts(
        { kind: 'promotion', policyId: request.query.id },
        params,
        request.language,
      );
    },
  );

  route.get(
    '/catalog/sitemap',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Slugs of every product, category and brand, and of the articles, videos and contributors, for /sitemap.xml',
        response: { 200: sitemapEntriesSchema, ...apiErrorResponses },
      },
    },
    async () => {
      const [products, categoryUrls, brandUrls, contentUrls, pages] = await Promise.all([
        catalog.sitemapProducts(),
        categories.visibleUrls(),
        manufacturers.sitemapUrls(),
        content.sitemapUrls(),
        contentPages.sitemapPages(),
      ]);
      return {
        products,
        categories: categoryUrls,
        brands: brandUrls,
        content: { ...contentUrls, pages },
      };
    },
  );

  route.get(
    '/products/GetBestSellers',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Best sellers',
        description:
          'Until orders are recorded the ranking uses the number of ratings as a stand-in for sales; `days` (default 30) is validated and will bound the order lines counted.',
        querystring: z.object({
          days: z.coerce.number().int().min(1).max(365).default(BEST_SELLERS_DEFAULT_DAYS),
        }),
        response: { 200: productListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await catalog.bestSellers(request.language) }),
  );

  route.get(
    '/products/getrelatedinfoandproductsbycode',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products related to a product (by id or by product code)',
        querystring: z
          .object({
            productId: idSchema('invalid_id').optional(),
            code: z.string().trim().min(1).max(64).optional(),
          })
          .refine((query) => query.productId !== undefined || query.code !== undefined, {
            message: 'required_field',
            path: ['productId'],
          }),
        response: { 200: productListSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const productId = request.query.productId ?? (await catalog.productIdByCode(request.query.code ?? ''));
      if (productId === undefined) throw notFound('product_not_found');
      return { items: await catalog.related(productId, request.language) };
    },
  );

  route.get(
    '/producttabs/getbyproductcode',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Extra tabs of a product page, by product code',
        querystring: z.object({ code: z.string().trim().min(1, 'required_field').max(64) }),
        response: { 200: z.object({ items: z.array(productTabSchema) }), ...apiErrorResponses },
      },
    },
    async (request) => {
      const items = await catalog.tabsByCode(request.query.code, request.language);
      if (!items) throw notFound('product_not_found');
      return { items };
    },
  );
}
