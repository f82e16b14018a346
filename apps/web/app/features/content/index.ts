/** What the storefront uses of the content domain: articles, video tutorials and contributors, with their calls for loaders. */
export {
  getArticleByUrl,
  getArticleCategories,
  getArticleCategoryByUrl,
  getArticles,
} from './api/articles';
export {
  type CustomContentKey,
  getContentPageByUrl,
  getCustomContent,
  getFaqsByEntity,
} from './api/content-pages';
export { getContributorByUrl, getContributors } from './api/contributors';
export { getContributorEvents, getEventByUrl, getPastEvents, getUpcomingEvents } from './api/events';
export {
  getContributorVideos,
  getVideoByUrl,
  getVideoCategories,
  getVideoCategoryByUrl,
  getVideos,
} from './api/videos';
export { contentCardTranslations } from './card-translations';
export { getArticleProducts } from './components/article-body';
export { ArticleCard } from './components/article-card';
export { ArticleView } from './components/article-view';
export { ArticleCategoryPage, ArticlesPage } from './components/articles-page';
export { ContentPageView, contentPageTrail } from './components/content-page-view';
export { ContributorPage, ContributorsPage } from './components/contributors-page';
export { CustomContentBlock } from './components/custom-content-block';
export { EventView } from './components/event-view';
export { EventsPage } from './components/events-page';
export { pageOf } from './components/pager';
export { RICH_TEXT } from './components/rich-text';
export { TutorialsPage, VideoCategoryPage } from './components/tutorials-page';
export { VideoCard } from './components/video-card';
export { VideoView } from './components/video-view';
export { eventJsonLd, eventTrails } from './event-seo';
export { eventTranslations } from './event-translations';
export { faqPageJsonLd, webPageJsonLd } from './page-structured-data';
export { contentPageTranslations } from './page-translations';
export { contentPageSeo } from './seo-page';
export {
  articleJsonLd,
  personJsonLd,
  textOf,
  videoJsonLd,
} from './structured-data';
export { trails } from './trails';
export { contentTranslations } from './translations';
