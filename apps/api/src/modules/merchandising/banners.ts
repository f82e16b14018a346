import {
  BANNER_GROUP_NAME,
  BANNER_TARGETS,
  type Banner,
  type BannerImage,
  bannerImageSchema,
  isSafeBannerLink,
  type Language,
} from '@shop/contract';
import { and, asc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type BannerPictures, banners } from '../../db/schema/merchandising.ts';
import { localized, localizedOrGreek } from '../../lib/localized.ts';

/** Rows shown at `now`: switched on, started (or no start) and not yet ended (or no end). */
export function activeAt(
  columns: { isActive: AnyPgColumn; activeFrom: AnyPgColumn; activeTo: AnyPgColumn },
  now: Date,
): SQL {
  return and(
    eq(columns.isActive, true),
    or(isNull(columns.activeFrom), lte(columns.activeFrom, now)),
    or(isNull(columns.activeTo), gt(columns.activeTo, now)),
  ) as SQL;
}

const picturesSchema = z.object({ desktop: bannerImageSchema, mobile: z.nullable(bannerImageSchema) });

/** A banner as the shop stores it; what the storage refuses is refused here, with field codes. */
export const bannerInputSchema = z
  .object({
    groupName: z.string().trim().regex(BANNER_GROUP_NAME, 'invalid_value').max(100, 'invalid_value'),
    title: z.object({
      el: z.string().trim().min(1, 'required_field').max(200, 'invalid_value'),
      en: z.string().trim().min(1, 'required_field').max(200, 'invalid_value').nullable(),
    }),
    images: z.object({ el: picturesSchema, en: z.nullable(picturesSchema) }),
    link: z.string().trim().refine(isSafeBannerLink, 'invalid_link').nullable(),
    target: z.enum(BANNER_TARGETS, 'invalid_value').default('_self'),
    position: z.number().int().min(0).max(1000).default(0),
    isActive: z.boolean().default(true),
    activeFrom: z.date().nullable().default(null),
    activeTo: z.date().nullable().default(null),
  })
  .refine((banner) => !banner.activeFrom || !banner.activeTo || banner.activeTo > banner.activeFrom, {
    path: ['activeTo'],
    message: 'invalid_window',
  });
export type BannerInput = z.input<typeof bannerInputSchema>;

/** Stores a banner after checking it (throws the ZodError of bad input); answers its id. */
export async function saveBanner(db: Db, input: BannerInput): Promise<number> {
  const banner = bannerInputSchema.parse(input);
  const [row] = await db
    .insert(banners)
    .values({
      groupName: banner.groupName,
      titleEl: banner.title.el,
      titleEn: banner.title.en,
      imagesEl: banner.images.el,
      imagesEn: banner.images.en,
      link: banner.link,
      target: banner.target,
      position: banner.position,
      isActive: banner.isActive,
      activeFrom: banner.activeFrom,
      activeTo: banner.activeTo,
    })
    .returning({ id: banners.id });
  if (!row) throw new Error('a banner insert returns its row');
  return row.id;
}

type BannerRow = typeof banners.$inferSelect;

function bannerOf(row: BannerRow, language: Language): Banner {
  const pictures: BannerPictures = localized(language, row.imagesEl, row.imagesEn) ?? row.imagesEl;
  const image: BannerImage = pictures.desktop;
  return {
    id: row.id,
    tl: localizedOrGreek(language, row.titleEl, row.titleEn) ?? row.titleEl,
    img1: image.src,
    image,
    mobileImage: pictures.mobile,
    nu: row.link,
    target: row.target === '_blank' ? '_blank' : '_self',
    pos: row.position,
  };
}

/** The banners of a group shown at `now`, in their order; an unknown group has none. */
export async function bannersOfGroup(
  db: Db,
  groupName: string,
  language: Language,
  now: Date,
): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.groupName, groupName.toLowerCase()), activeAt(banners, now)))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => bannerOf(row, language));
}
