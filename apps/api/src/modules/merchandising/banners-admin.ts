import type {
  AdminBanner,
  AdminBannerList,
  AdminBannerQuery,
  AdminBannerSave,
  BannerTarget,
} from '@shop/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type BannerPictures, banners } from '../../db/schema/merchandising.ts';
import { notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { AuditService } from '../audit/index.ts';
import type { ContentStaffPageReads } from '../content/index.ts';

type BannerRow = typeof banners.$inferSelect;

/** Each sort key's columns, most significant first: a group's banners in their shown order. */
const SORTS = {
  group: [banners.groupName, banners.position],
  position: [banners.position],
  title: [banners.titleEl],
  id: [],
} as const;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function bannerOf(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    groupName: row.groupName,
    el: { tl: row.titleEl, image: row.imagesEl.desktop, mobileImage: row.imagesEl.mobile },
    en:
      row.titleEn === null && row.imagesEn === null
        ? null
        : {
            tl: row.titleEn ?? row.titleEl,
            image: row.imagesEn?.desktop ?? null,
            mobileImage: row.imagesEn?.mobile ?? null,
          },
    nu: row.link,
    target: row.target as BannerTarget,
    pos: row.position,
    isActive: row.isActive,
    activeFrom: iso(row.activeFrom),
    activeTo: iso(row.activeTo),
  };
}

function valuesOf(input: AdminBannerSave) {
  const english: BannerPictures | null = input.en?.image
    ? { desktop: input.en.image, mobile: input.en.mobileImage ?? null }
    : null;
  return {
    groupName: input.groupName,
    titleEl: input.el.tl,
    titleEn: input.en?.tl ?? null,
    imagesEl: { desktop: input.el.image, mobile: input.el.mobileImage ?? null },
    imagesEn: english,
    link: input.nu,
    target: input.target,
    position: input.pos,
    isActive: input.isActive,
    activeFrom: input.activeFrom === null ? null : new Date(input.activeFrom),
    activeTo: input.activeTo === null ? null : new Date(input.activeTo),
  };
}

/**
 * The back office's banners (staff area `content`): every banner, shown or not, paged and sorted
 * on the server; one banner with both languages' titles and pictures; saves and removals audited
 * in their transaction. A banner a question or a custom content block is attached to stays (409).
 */
export class BannerAdmin {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly content: ContentStaffPageReads,
  ) {}

  async list(query: AdminBannerQuery): Promise<AdminBannerList> {
    const filters: SQL[] = [];
    if (query.group) filters.push(eq(banners.groupName, query.group.toLowerCase()));
    if (query.q) {
      const pattern = containsPattern(query.q);
      const search = or(
        ilike(banners.titleEl, pattern),
        ilike(banners.titleEn, pattern),
        ilike(banners.groupName, pattern),
      );
      if (search) filters.push(search);
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const direction = query.dir === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(banners)
        .where(where)
        .orderBy(...[...SORTS[query.sort], banners.id].map((column) => direction(column)))
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ value: count() }).from(banners).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        groupName: row.groupName,
        tl: row.titleEl,
        img: row.imagesEl.desktop.src,
        nu: row.link,
        pos: row.position,
        isActive: row.isActive,
        activeFrom: iso(row.activeFrom),
        activeTo: iso(row.activeTo),
      })),
      total: total?.value ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async get(id: number): Promise<AdminBanner> {
    const [row] = await this.db.select().from(banners).where(eq(banners.id, id));
    if (!row) throw notFound('banner_not_found');
    return bannerOf(row);
  }

  save(input: AdminBannerSave, staffId: number): Promise<AdminBanner> {
    const values = valuesOf(input);
    return this.db.transaction(async (tx) => {
      const [before] =
        input.id === undefined
          ? [null]
          : await tx.select().from(banners).where(eq(banners.id, input.id)).for('update');
      if (input.id !== undefined && !before) throw notFound('banner_not_found');
      const [row] =
        input.id === undefined
          ? await tx.insert(banners).values(values).returning()
          : await tx.update(banners).set(values).where(eq(banners.id, input.id)).returning();
      if (!row) throw new Error('banner not saved');
      await this.audit.record(tx, {
        staffId,
        action: before ? 'banner.update' : 'banner.create',
        entity: 'banner',
        entityId: row.id,
        before: before ?? null,
        after: input,
      });
      return bannerOf(row);
    });
  }

  async remove(id: number, staffId: number): Promise<void> {
    await this.get(id);
    await this.content.refuseWhileAttached('Banner', id);
    await this.db.transaction(async (tx) => {
      const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning();
      if (!before) throw notFound('banner_not_found');
      await this.audit.record(tx, {
        staffId,
        action: 'banner.delete',
        entity: 'banner',
        entityId: id,
        before,
        after: null,
      });
    });
  }
}
