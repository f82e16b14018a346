export {
  articlesRoute,
  bannersRoute,
  contributorsRoute,
  eventsRoute,
  faqsRoute,
  pagesRoute,
  videosRoute,
} from './content-routes.server';
