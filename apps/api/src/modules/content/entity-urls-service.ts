import type { EntityByUrl, Language, UrlEntityKind } from '@shop/contract';
import { and, eq, or } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/client.ts';
import { contributors, newsEntries, videos } from '../../db/schema/content.ts';
import { contentEvents } from '../../db/schema/content-events.ts';
import { contentPages } from '../../db/schema/content-pages.ts';
import { localized, localizedOrGreek } from '../../lib/localized.ts';
import { pageEurlsOf } from './pages-service.ts';

/** What a resolver finds at a url: the entity with its slugs, and its title and description in every language. */
export interface ResolvedEntity {
  id: number;
  eurls: { el: string; en: string };
  title: { el: string; en: string | null };
  description: { el: string; en: string | null };
}

/** Finds the published entity of one kind whose slug (in any language) is `eurl`. */
export type EntityUrlResolver = (eurl: string) => Promise<ResolvedEntity | undefined>;

const plain = (html: string | null) =>
  html === null
    ? null
    : sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();

/**
 * Entities by url (spec 000 §7 `get-by-url?type&url&metadata`): which entity of a content kind a
 * slug names, with its slug in every language, so that the language switch can move to the
 * other language's address. Each content kind registers its resolver here; a kind without one
 * finds nothing.
 */
export class EntityUrlService {
  private readonly resolvers = new Map<UrlEntityKind, EntityUrlResolver>();

  constructor(db: Db) {
    this.register('ContentPage', async (eurl) => {
      const [row] = await db
        .select()
        .from(contentPages)
        .where(
          and(
            eq(contentPages.isPublished, true),
            or(eq(contentPages.eurlEl, eurl), eq(contentPages.eurlEn, eurl)),
          ),
        );
      return (
        row && {
          id: row.id,
          eurls: pageEurlsOf(row),
          title: { el: row.titleEl, en: row.titleEn },
          description: { el: row.metaDescriptionEl, en: row.metaDescriptionEn },
        }
      );
    });
    this.register('NewsEntry', async (eurl) => {
      const [row] = await db
        .select()
        .from(newsEntries)
        .where(and(eq(newsEntries.eurl, eurl), eq(newsEntries.isPublished, true)));
      return (
        row && {
          id: row.id,
          eurls: { el: row.eurl, en: row.eurl },
          title: { el: row.titleEl, en: row.titleEn },
          description: { el: row.summaryEl, en: row.summaryEn },
        }
      );
    });
    this.register('Video', async (eurl) => {
      const [row] = await db
        .select()
        .from(videos)
        .where(and(eq(videos.eurl, eurl), eq(videos.isPublished, true)));
      return (
        row && {
          id: row.id,
          eurls: { el: row.eurl, en: row.eurl },
          title: { el: row.titleEl, en: row.titleEn },
          description: { el: plain(row.descriptionEl) ?? '', en: plain(row.descriptionEn) },
        }
      );
    });
    this.register('Event', async (eurl) => {
      const [row] = await db
        .select()
        .from(contentEvents)
        .where(and(eq(contentEvents.eurl, eurl), eq(contentEvents.isPublished, true)));
      return (
        row && {
          id: row.id,
          eurls: { el: row.eurl, en: row.eurl },
          title: { el: row.titleEl, en: row.titleEn },
          description: { el: row.summaryEl, en: row.summaryEn },
        }
      );
    });
    this.register('Contributors', async (eurl) => {
      const [row] = await db.select().from(contributors).where(eq(contributors.eurl, eurl));
      return (
        row && {
          id: row.id,
          eurls: { el: row.eurl, en: row.eurl },
          title: { el: row.nameEl, en: row.nameEn },
          description: { el: row.roleEl, en: row.roleEn },
        }
      );
    });
  }

  /** Makes `kind` resolvable; its owner calls this once, when the content services are built. */
  register(kind: UrlEntityKind, resolver: EntityUrlResolver): this {
    this.resolvers.set(kind, resolver);
    return this;
  }

  async resolve(
    kind: UrlEntityKind,
    eurl: string,
    language: Language,
    metadata: boolean,
  ): Promise<EntityByUrl | undefined> {
    const found = await this.resolvers.get(kind)?.(eurl);
    if (!found) return undefined;
    const answer: EntityByUrl = { type: kind, id: found.id, eurls: found.eurls };
    if (!metadata) return answer;
    return {
      ...answer,
      tl: localizedOrGreek(language, found.title.el, found.title.en) ?? found.title.el,
      ds: localized(language, found.description.el, found.description.en) ?? found.description.el,
    };
  }
}
