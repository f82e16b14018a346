import { Link } from 'react-router';
import { adminPath, PageHeading } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { PriceHistory } from './price-history';
import { ProductEditForm, type ProductEditProps } from './product-edit';
import { ProductPictures } from './product-pictures';
import { ProductStockForm } from './product-stock';

/** One product: its form, stock, pictures and price history. */
export function ProductEditPage(props: ProductEditProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { product } = props;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPath(language, '/products')} className="underline">
          {t('products.back')}
        </Link>
      </p>
      <PageHeading title={product[language].nm}>
        <a
          href={`/${language}/products/${product.eurl}`}
          className="text-sm underline"
          target="_blank"
          rel="noreferrer"
        >
          {t('products.view_in_shop')}
        </a>
      </PageHeading>
      <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
        <ProductEditForm {...props} />
        <div className="space-y-4">
          <ProductStockForm product={product} />
          <PriceHistory product={product} />
          <ProductPictures product={product} />
        </div>
      </div>
    </>
  );
}
