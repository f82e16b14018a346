/** The catalogue's public face: every product, category, brand and promotion call, and the pages' parts. */

export { getBestSellers } from './api/get-best-sellers';
export { getCategoryByUrl } from './api/get-category-by-url';
export { getManufacturerByUrl } from './api/get-manufacturer-by-url';
export { getAllManufacturers } from './api/get-manufacturers';
export { getProductById } from './api/get-product-by-id';
export { getProductByUrl } from './api/get-product-by-url';
export { getProductsByCategory } from './api/get-products-by-category';
export { getProductsByCodes } from './api/get-products-by-codes';
export { getProductsByIds } from './api/get-products-by-ids';
export { getProductsByManufacturer } from './api/get-products-by-manufacturer';
export { getProductsByPromotionPolicy, getPromotionPolicyByCode } from './api/get-promotion-policy';
export { getRelatedProducts } from './api/get-related-products';
export { getSitemapEntries } from './api/get-sitemap-entries';
export { Breadcrumbs } from './components/breadcrumbs';
export { ProductCard } from './components/product-card';
export { ProductCardActionProvider } from './components/product-card-action';
export { ProductDetails } from './components/product-details';
export { ProductListing } from './components/product-listing';
export { ProductSections } from './components/product-sections';
export { Stars } from './components/stars';
export { StructuredData } from './components/structured-data';
export { type ListingState, listingState } from './listing-state';
export { breadcrumbJsonLd, type PageSeo, pageUrls, plainText, productJsonLd, seoMeta } from './seo';
export { loadPublicPage, type PublicPageContext, seoPageMeta } from './seo-page';
