/** What the storefront uses of reviews: a product's reviews with the form, and their read for loaders. */
export { getReviews } from './api/get-reviews';
export { ProductReviews } from './components/product-reviews';
