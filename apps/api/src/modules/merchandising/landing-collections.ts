import { COLLECTION_SLUG, CONTENT_FORMATS, LANDING_COLLECTION_MAX_PRODUCTS } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { landingCollections } from '../../db/schema/merchandising.ts';
import { renderContent } from '../content/index.ts';
import { activeAt } from './banners.ts';

const text = (max: number) => z.string().trim().min(1, 'required_field').max(max, 'invalid_value');

/** How the collection picks its products. */
const ruleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('products'),
    productIds: z.array(z.number().int().positive()).min(1).max(LANDING_COLLECTION_MAX_PRODUCTS),
  }),
  z.object({ kind: z.literal('category'), id: z.number().int().positive() }),
  z.object({ kind: z.literal('brand'), id: z.number().int().positive() }),
  z.object({ kind: z.literal('promotion'), code: text(50) }),
]);
export type LandingRule = z.infer<typeof ruleSchema>;

export const landingCollectionInputSchema = z
  .object({
    slug: z.string().trim().regex(COLLECTION_SLUG, 'invalid_value').max(100, 'invalid_value'),
    title: z.object({ el: text(200), en: text(200).nullable() }),
    summary: z.object({ el: text(300), en: text(300).nullable() }),
    intro: z.object({ format: z.enum(CONTENT_FORMATS), el: text(20_000), en: text(20_000).nullable() }),
    bannerGroup: z.string().trim().regex(COLLECTION_SLUG, 'invalid_value').nullable().default(null),
    rule: ruleSchema,
    position: z.number().int().min(0).max(1000).default(0),
    isActive: z.boolean().default(true),
    activeFrom: z.date().nullable().default(null),
    activeTo: z.date().nullable().default(null),
  })
  .refine((input) => !input.activeFrom || !input.activeTo || input.activeTo > input.activeFrom, {
    path: ['activeTo'],
    message: 'invalid_window',
  });
export type LandingCollectionInput = z.input<typeof landingCollectionInputSchema>;

/**
 * Stores a collection after checking it (throws the ZodError of bad input), its intro rendered
 * and sanitised once, as the content domain does for articles; answers its id.
 */
export async function saveLandingCollection(db: Db, input: LandingCollectionInput): Promise<number> {
  const collection = landingCollectionInputSchema.parse(input);
  const { intro, rule } = collection;
  const [row] = await db
    .insert(landingCollections)
    .values({
      slug: collection.slug,
      titleEl: collection.title.el,
      titleEn: collection.title.en,
      summaryEl: collection.summary.el,
      summaryEn: collection.summary.en,
      introFormat: intro.format,
      introSourceEl: intro.el,
      introSourceEn: intro.en,
      introEl: renderContent(intro.format, intro.el).html,
      introEn: intro.en === null ? null : renderContent(intro.format, intro.en).html,
      bannerGroup: collection.bannerGroup,
      ruleKind: rule.kind,
      ruleId: rule.kind === 'category' || rule.kind === 'brand' ? rule.id : null,
      ruleCode: rule.kind === 'promotion' ? rule.code : null,
      productIds: rule.kind === 'products' ? rule.productIds : [],
      position: collection.position,
      isActive: collection.isActive,
      activeFrom: collection.activeFrom,
      activeTo: collection.activeTo,
    })
    .returning({ id: landingCollections.id });
  if (!row) throw new Error('a collection insert returns its row');
  return row.id;
}

export type LandingCollectionRow = typeof landingCollections.$inferSelect;

/** The collection's rule, from its row. */
export function ruleOf(row: LandingCollectionRow): LandingRule {
  switch (row.ruleKind) {
    case 'category':
    case 'brand':
      return { kind: row.ruleKind, id: row.ruleId ?? 0 };
    case 'promotion':
      return { kind: 'promotion', code: row.ruleCode ?? '' };
    default:
      return { kind: 'products', productIds: row.productIds };
  }
}

/** Collections shown at `now`, in their order. */
export function activeCollections(db: Db, now: Date): Promise<LandingCollectionRow[]> {
  return db
    .select()
    .from(landingCollections)
    .where(activeAt(landingCollections, now))
    .orderBy(asc(landingCollections.position), asc(landingCollections.id));
}

export async function activeCollectionBySlug(
  db: Db,
  slug: string,
  now: Date,
): Promise<LandingCollectionRow | undefined> {
  const [row] = await db
    .select()
    .from(landingCollections)
    .where(and(eq(landingCollections.slug, slug.toLowerCase()), activeAt(landingCollections, now)));
  return row;
}
