/** What the routes use of merchandising: banners, curated lists, personalised picks and landing collections. */
export { getBanners } from './api/get-banners';
export { getCuratedLists } from './api/get-curated-lists';
export { getLandingCollection } from './api/get-landing-collection';
export { getLandingCollections } from './api/get-landing-collections';
export { BannerCarousel } from './components/banner-carousel';
export { CuratedRails, categoryLists, railIds } from './components/curated-rails';
export { LandingCollectionsList, LandingCollectionView } from './components/landing-views';
export { PersonalisedProducts } from './components/personalised-products';
export { ProductRail, RailSection } from './components/product-rail';
export { collectionPageJsonLd, collectionsJsonLd } from './structured-data';
export { merchandisingTranslations } from './translations';
