/** The content pages' loaders and actions, one per kind of entry. */
export {
  articlesRoute,
  bannersRoute,
  contributorsRoute,
  eventsRoute,
  faqsRoute,
  pagesRoute,
  videosRoute,
} from './content-routes.server';
