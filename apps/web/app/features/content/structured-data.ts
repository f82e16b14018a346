import type { Contributor, ContributorSummary, NewsEntry, Video } from '@shop/contract';
import { breadcrumbJsonLd } from '~/features/catalog';
import { isoDuration } from './format';
import type { Crumb } from './trails';

/** Absolute addresses the JSON-LD needs: the site's origin and the localised path builder. */
export interface JsonLdAddress {
  origin: string;
  /** The path of a page in the page's language (`/en/contributor/x`). */
  pathOf: (path: string) => string;
}

const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|table|tr|td|th|blockquote)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The text of the API's sanitised HTML, for descriptions: blocks apart, inline tags dropped
 * without a gap (`<em>Larissa</em>.` stays `Larissa.`), the entities the sanitiser writes decoded.
 */
export function textOf(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

function author(contributor: ContributorSummary | null, address: JsonLdAddress) {
  return contributor
    ? {
        author: {
          '@type': 'Person',
          name: contributor.nm,
          jobTitle: contributor.role,
          url: `${address.origin}${address.pathOf(`/contributor/${contributor.eurl}`)}`,
        },
      }
    : {};
}

/** An article page's schema.org Article. */
export function articleJsonLd(entry: NewsEntry, canonical: string, address: JsonLdAddress) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: entry.tl,
    description: entry.dsm,
    datePublished: entry.dt,
    inLanguage: entry.lng,
    mainEntityOfPage: canonical,
    articleSection: entry.category.tl,
    ...(entry.img1 ? { image: [absolute(address.origin, entry.img1)] } : {}),
    ...author(entry.contributor, address),
  };
}

/** A video page's schema.org VideoObject; its player address is the embed URL the page loads on play. */
export function videoJsonLd(video: Video, address: JsonLdAddress) {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.tl,
    description: textOf(video.ds) || video.tl,
    thumbnailUrl: [absolute(address.origin, video.poster)],
    uploadDate: video.dt,
    duration: isoDuration(video.durationSeconds),
    embedUrl: video.embedUrl,
    ...author(video.contributor, address),
  };
}

/** A contributor page's schema.org Person. */
export function personJsonLd(contributor: Contributor, canonical: string, address: JsonLdAddress) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: contributor.nm,
    jobTitle: contributor.role,
    description: textOf(contributor.bio),
    url: canonical,
    ...(contributor.img ? { image: absolute(address.origin, contributor.img) } : {}),
  };
}

/** The BreadcrumbList of a trail the page shows. */
export function trailJsonLd(trail: Crumb[], address: JsonLdAddress) {
  return breadcrumbJsonLd(
    address.origin,
    trail.map((crumb) => ({ name: crumb.name, path: address.pathOf(crumb.path) })),
  );
}
