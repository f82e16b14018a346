/** The back office's catalogue: products, categories, brands, and import and export. */
export { BrandPage } from './brand-page';
export { CatalogImport } from './catalog-import';
export { CategoryPage } from './category-page';
export { ProductEditPage } from './product-edit-page';
export { productSaveInput, stockSaveInput } from './product-input';
export { ProductList } from './product-list';
export { brandSaveInput, categorySaveInput } from './taxonomy-input';
