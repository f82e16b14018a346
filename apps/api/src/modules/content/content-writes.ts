import { type ContentFormat, VIDEO_PLAYER_HOSTS } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { contributors, newsEntries, videos } from '../../db/schema/content.ts';
import { renderContent } from './render.ts';

/**
 * Writes of the content domain (the demo seed's and the back office's): each text is rendered
 * from its format and sanitised here, once, so that reads serve stored HTML (decision 021); its
 * source and format are kept for staff to edit.
 */

/** A text as written: its format and its Greek and (optional) English sources. */
export interface ContentText {
  format: ContentFormat;
  el: string;
  en?: string | null;
}

export interface NewsEntryInput {
  eurl: string;
  categoryId: number;
  contributorId: number | null;
  title: { el: string; en?: string | null };
  summary: { el: string; en?: string | null };
  body: ContentText;
  image?: string | null;
  showFront?: boolean;
  isPublished?: boolean;
  publishedAt?: Date;
}

export interface VideoInput {
  eurl: string;
  categoryId: number;
  contributorId: number | null;
  groupCode?: string | null;
  title: { el: string; en?: string | null };
  description: ContentText;
  embedUrl: string;
  poster: string;
  durationSeconds: number;
  showFront?: boolean;
  isPublished?: boolean;
  publishedAt?: Date;
}

export interface ContributorInput {
  eurl: string;
  name: { el: string; en: string };
  role: { el: string; en: string };
  bio: ContentText;
  image?: string | null;
  position?: number;
}

/** Hosts whose players the storefront may load once the shopper presses play. */
const EMBED_HOSTS = new Set<string>(VIDEO_PLAYER_HOSTS);

/** A contributor's columns, the bio rendered and sanitised. */
export function contributorValues(input: ContributorInput) {
  return {
    eurl: input.eurl,
    nameEl: input.name.el,
    nameEn: input.name.en,
    roleEl: input.role.el,
    roleEn: input.role.en,
    format: input.bio.format,
    sourceEl: input.bio.el,
    sourceEn: input.bio.en ?? null,
    bioEl: renderContent(input.bio.format, input.bio.el).html,
    bioEn: input.bio.en ? renderContent(input.bio.format, input.bio.en).html : null,
    image: input.image ?? null,
    position: input.position ?? 0,
  };
}

export async function saveContributor(db: Db, input: ContributorInput): Promise<number> {
  const values = contributorValues(input);
  const [row] = await db
    .insert(contributors)
    .values(values)
    .onConflictDoUpdate({ target: contributors.eurl, set: values })
    .returning({ id: contributors.id });
  if (!row) throw new Error('contributor not saved');
  return row.id;
}

/** An article's columns, its texts rendered and sanitised. */
export function entryValues(input: NewsEntryInput) {
  const greek = renderContent(input.body.format, input.body.el);
  return {
    eurl: input.eurl,
    categoryId: input.categoryId,
    contributorId: input.contributorId,
    titleEl: input.title.el,
    titleEn: input.title.en ?? null,
    summaryEl: input.summary.el,
    summaryEn: input.summary.en ?? null,
    format: input.body.format,
    sourceEl: input.body.el,
    sourceEn: input.body.en ?? null,
    bodyEl: greek.html,
    bodyEn: input.body.en ? renderContent(input.body.format, input.body.en).html : null,
    words: greek.words,
    image: input.image ?? null,
    showFront: input.showFront ?? false,
    isPublished: input.isPublished ?? true,
    ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
  };
}

/** Stores an article (new, or the one with its eurl), its texts rendered and sanitised. */
export async function saveEntry(db: Db, input: NewsEntryInput): Promise<number> {
  const values = entryValues(input);
  const [row] = await db
    .insert(newsEntries)
    .values(values)
    .onConflictDoUpdate({ target: newsEntries.eurl, set: values })
    .returning({ id: newsEntries.id });
  if (!row) throw new Error('news entry not saved');
  return row.id;
}

/** A video's columns, the description rendered and sanitised; its player must be an https embed of an allowed host. */
export function videoValues(input: VideoInput) {
  const embed = new URL(input.embedUrl);
  if (embed.protocol !== 'https:' || !EMBED_HOSTS.has(embed.hostname)) {
    throw new Error(`video ${input.eurl}: ${embed.hostname} is not an allowed player`);
  }
  return {
    eurl: input.eurl,
    categoryId: input.categoryId,
    contributorId: input.contributorId,
    groupCode: input.groupCode ?? null,
    titleEl: input.title.el,
    titleEn: input.title.en ?? null,
    format: input.description.format,
    sourceEl: input.description.el,
    sourceEn: input.description.en ?? null,
    descriptionEl: renderContent(input.description.format, input.description.el).html,
    descriptionEn: input.description.en
      ? renderContent(input.description.format, input.description.en).html
      : null,
    embedUrl: embed.toString(),
    poster: input.poster,
    durationSeconds: input.durationSeconds,
    showFront: input.showFront ?? false,
    isPublished: input.isPublished ?? true,
    ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
  };
}

/** Stores a video (new, or the one with its eurl). */
export async function saveVideo(db: Db, input: VideoInput): Promise<number> {
  const values = videoValues(input);
  const [row] = await db
    .insert(videos)
    .values(values)
    .onConflictDoUpdate({ target: videos.eurl, set: values })
    .returning({ id: videos.id });
  if (!row) throw new Error('video not saved');
  return row.id;
}
