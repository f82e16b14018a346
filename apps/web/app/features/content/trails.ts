import type { ContentCategory, ContributorSummary } from '@shop/contract';

/** A breadcrumb: its name and, but for the current page, the path it links to (without language). */
export interface Crumb {
  name: string;
  path: string;
}

type Translate = (key: string) => string;

/**
 * The content pages' breadcrumb trails after Home, the page itself last: the same trail feeds
 * the visible breadcrumbs (with the page's `t`) and the BreadcrumbList (with the loader's).
 */
export const trails = {
  articles: (t: Translate): Crumb[] => [{ name: t('content:articles.title'), path: '/blogs' }],
  articleCategory: (t: Translate, category: Pick<ContentCategory, 'tl' | 'eurl'>): Crumb[] => [
    ...trails.articles(t),
    { name: category.tl, path: `/blog/${category.eurl}` },
  ],
  article: (
    t: Translate,
    entry: { tl: string; eurl: string; category: Pick<ContentCategory, 'tl' | 'eurl'> },
  ): Crumb[] => [
    ...trails.articleCategory(t, entry.category),
    { name: entry.tl, path: `/blogPost/${entry.eurl}` },
  ],
  videos: (t: Translate): Crumb[] => [{ name: t('content:videos.title'), path: '/tutorials' }],
  videoCategory: (t: Translate, category: Pick<ContentCategory, 'tl' | 'eurl'>): Crumb[] => [
    ...trails.videos(t),
    { name: category.tl, path: `/videos/${category.eurl}` },
  ],
  video: (
    t: Translate,
    video: { tl: string; eurl: string; category: Pick<ContentCategory, 'tl' | 'eurl'> },
  ): Crumb[] => [
    ...trails.videoCategory(t, video.category),
    { name: video.tl, path: `/video/${video.eurl}` },
  ],
  contributors: (t: Translate): Crumb[] => [{ name: t('content:contributors.title'), path: '/contributors' }],
  contributor: (t: Translate, contributor: Pick<ContributorSummary, 'nm' | 'eurl'>): Crumb[] => [
    ...trails.contributors(t),
    { name: contributor.nm, path: `/contributor/${contributor.eurl}` },
  ],
};
