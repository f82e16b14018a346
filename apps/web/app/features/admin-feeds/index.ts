/** The back office's price-comparison feeds: what each feed lists. */
export { feedCategoryInput, feedProductInput, feedWeightInput } from './feeds-input';
export { type FeedCategory, FeedsPage, type FeedsPageData } from './feeds-page';
