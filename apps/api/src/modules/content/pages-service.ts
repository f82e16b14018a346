import type { ContentPage, Language } from '@shop/contract';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentPages } from '../../db/schema/content-pages.ts';
import { localized, localizedOrGreek } from '../../lib/localized.ts';

type PageRow = typeof contentPages.$inferSelect;

/** A page's slug in every language: the English one is the Greek one unless it has its own. */
export const pageEurlsOf = (row: Pick<PageRow, 'eurlEl' | 'eurlEn'>) => ({
  el: row.eurlEl,
  en: row.eurlEn ?? row.eurlEl,
});

function pageOf(row: PageRow, language: Language): ContentPage {
  const english = language === 'en' && row.bodyEn !== null;
  const eurls = pageEurlsOf(row);
  return {
    id: row.id,
    tl: localizedOrGreek(language, row.titleEl, row.titleEn) ?? row.titleEl,
    eurl: localized(language, eurls.el, eurls.en),
    eurls,
    ds: localizedOrGreek(language, row.metaDescriptionEl, row.metaDescriptionEn) ?? '',
    body: english ? (row.bodyEn ?? '') : row.bodyEl,
    lng: english ? 'en' : 'el',
    dt: row.updatedAt.toISOString(),
  };
}

/** Content pages (spec 000 §2 `pages/{eurl}`): terms of use, shipping, who we are … */
export class ContentPagesService {
  constructor(private readonly db: Db) {}

  /**
   * A published page by its slug in either language: a link shared in one language still finds
   * the page in the other, whose own slug the answer carries (`eurl`) for the canonical address.
   */
  async pageByUrl(eurl: string, language: Language): Promise<ContentPage | undefined> {
    const [row] = await this.db
      .select()
      .from(contentPages)
      .where(
        and(
          eq(contentPages.isPublished, true),
          or(eq(contentPages.eurlEl, eurl), eq(contentPages.eurlEn, eurl)),
        ),
      );
    return row && pageOf(row, language);
  }

  async pageById(id: number, language: Language): Promise<ContentPage | undefined> {
    const [row] = await this.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.id, id), eq(contentPages.isPublished, true)));
    return row && pageOf(row, language);
  }

  /** Every published page's slugs and last change (UTC day), for the sitemap. */
  async sitemapPages(): Promise<{ el: string; en: string; lastmod: string }[]> {
    const rows = await this.db
      .select({ eurlEl: contentPages.eurlEl, eurlEn: contentPages.eurlEn, at: contentPages.updatedAt })
      .from(contentPages)
      .where(eq(contentPages.isPublished, true))
      .orderBy(asc(contentPages.id));
    return rows.map((row) => ({ ...pageEurlsOf(row), lastmod: row.at.toISOString().slice(0, 10) }));
  }
}
