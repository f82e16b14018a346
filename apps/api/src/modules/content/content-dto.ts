import type {
  ContentCategory,
  Contributor,
  ContributorSummary,
  Language,
  NewsEntrySummary,
  Video,
} from '@shop/contract';
import { readingMinutes } from '@shop/contract';
import type {
  contributors,
  newsCategories,
  newsEntries,
  videoCategories,
  videos,
} from '../../db/schema/content.ts';
import { localized, localizedOrGreek } from '../../lib/localized.ts';

/** Rows of the content tables as the contract's shapes, in the language asked (Greek where a text has no English). */

type CategoryRow = typeof newsCategories.$inferSelect | typeof videoCategories.$inferSelect;
type ContributorRow = typeof contributors.$inferSelect;

/** A category as an item names it: id, title and slug. */
function categoryLinkOf(row: CategoryRow, language: Language) {
  return { id: row.id, tl: localized(language, row.nameEl, row.nameEn), eurl: row.eurl };
}

export function categoryOf(row: CategoryRow, language: Language): ContentCategory {
  return {
    ...categoryLinkOf(row, language),
    ds: localizedOrGreek(language, row.descriptionEl, row.descriptionEn),
  };
}

export function contributorSummaryOf(row: ContributorRow, language: Language): ContributorSummary {
  return {
    id: row.id,
    nm: localized(language, row.nameEl, row.nameEn),
    eurl: row.eurl,
    role: localized(language, row.roleEl, row.roleEn),
    img: row.image,
  };
}

export function contributorOf(row: ContributorRow, language: Language): Contributor {
  return {
    ...contributorSummaryOf(row, language),
    bio: localizedOrGreek(language, row.bioEl, row.bioEn) ?? '',
  };
}

export function entrySummaryOf(
  row: {
    entry: typeof newsEntries.$inferSelect;
    category: typeof newsCategories.$inferSelect;
    contributor: ContributorRow | null;
  },
  language: Language,
): NewsEntrySummary {
  const { entry } = row;
  return {
    id: entry.id,
    tl: localizedOrGreek(language, entry.titleEl, entry.titleEn) ?? '',
    eurl: entry.eurl,
    dsm: localizedOrGreek(language, entry.summaryEl, entry.summaryEn) ?? '',
    img1: entry.image,
    dt: entry.publishedAt.toISOString(),
    readMinutes: readingMinutes(entry.words),
    category: categoryLinkOf(row.category, language),
    contributor: row.contributor && contributorSummaryOf(row.contributor, language),
  };
}

export function videoOf(
  row: {
    video: typeof videos.$inferSelect;
    category: typeof videoCategories.$inferSelect;
    contributor: ContributorRow | null;
  },
  language: Language,
): Video {
  const { video } = row;
  return {
    id: video.id,
    tl: localizedOrGreek(language, video.titleEl, video.titleEn) ?? '',
    eurl: video.eurl,
    ds: localizedOrGreek(language, video.descriptionEl, video.descriptionEn) ?? '',
    poster: video.poster,
    embedUrl: video.embedUrl,
    durationSeconds: video.durationSeconds,
    dt: video.publishedAt.toISOString(),
    groupCode: video.groupCode,
    category: categoryLinkOf(row.category, language),
    contributor: row.contributor && contributorSummaryOf(row.contributor, language),
  };
}
