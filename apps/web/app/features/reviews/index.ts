/** What the rest of the storefront uses of reviews: a product's reviews with the form, and its query for loaders. */
export { reviewsQuery } from './api/get-reviews';
export { ProductReviews } from './components/product-reviews';
