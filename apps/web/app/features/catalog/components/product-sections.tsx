import {
  Availability,
  type BackInStockRequest,
  choosesColour,
  type Product,
  type ProductDimension,
} from '@shop/contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { useBrowserData, useChange } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { subscribeBackInStock } from '../api/back-in-stock-subscription';
import { getLoyaltyPoints } from '../api/get-loyalty-points';
import { getProductTabs } from '../api/get-product-tabs';
import { getRelatedProducts } from '../api/get-related-products';
import { ProductCard } from './product-card';

function LoyaltyPoints({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const { data: points } = useBrowserData(['products', 'loyalty-points', language, product.id, 0], (signal) =>
    getLoyaltyPoints(language, product.id, 0, signal),
  );
  if (!points) return null;
  return (
    <p className="text-sm text-brand-800" data-testid="loyalty-points">
      {t('product.loyalty_points', { count: points })}
    </p>
  );
}

/**
 * Notify-me: for a product that cannot be bought now, or for one of its sold-out sizes; a sold-out
 * size the shopper chose in the buy box is the one the form asks about.
 */
function NotifyMe({ product, chosen }: { product: Product; chosen?: ProductDimension }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const emailId = useId();
  const sizeId = useId();
  const soldOutSizes = product.dimensions.filter((dimension) => dimension.qty <= 0);
  const wholeProduct = product.dimensions.length === 0 && product.ast !== Availability.Available;
  const [email, setEmail] = useState('');
  const [size, setSize] = useState(soldOutSizes[0]?.id ?? 0);
  const subscribe = useChange((request: BackInStockRequest) => subscribeBackInStock(language, request));
  const [subscribed, setSubscribed] = useState<string | null>(null);
  useEffect(() => {
    if (chosen && chosen.qty <= 0) setSize(chosen.id);
  }, [chosen]);
  if (!wholeProduct && soldOutSizes.length === 0) return null;
  const error = subscribe.error instanceof ApiRequestError ? subscribe.error.body : null;
  return (
    <section className="rounded-lg border border-line p-4" aria-labelledby={`${emailId}-title`}>
      <h2 id={`${emailId}-title`} className="font-semibold">
        {t('notify.title')}
      </h2>
      {subscribed !== null ? (
        <p role="status" className="mt-2 text-sm text-brand-800">
          {subscribed}
        </p>
      ) : (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            subscribe.run({ email, pid: product.id, pdid: wholeProduct ? null : size }).then(
              ({ message }) => setSubscribed(message),
              () => undefined,
            );
          }}
        >
          {!wholeProduct && (
            <label htmlFor={sizeId} className="flex flex-col text-sm">
              {choosesColour(product) ? t('notify.colour') : t('notify.size')}
              <select
                id={sizeId}
                value={size}
                onChange={(event) => setSize(Number(event.target.value))}
                className="h-10 rounded border border-line px-2"
              >
                {soldOutSizes.map((dimension) => (
                  <option key={dimension.id} value={dimension.id}>
                    {dimension.nm}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label htmlFor={emailId} className="flex flex-1 flex-col text-sm">
            {t('notify.email')}
            <input
              id={emailId}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="h-10 rounded border border-line px-3"
              aria-invalid={error?.errors?.email ? true : undefined}
            />
          </label>
          <button
            type="submit"
            disabled={subscribe.pending}
            className="h-10 rounded bg-brand-700 px-4 font-semibold text-white disabled:opacity-50"
          >
            {t('notify.submit')}
          </button>
          {error && (
            <p role="alert" className="w-full text-sm text-sale">
              {error.errors?.email ? t('notify.invalid_email') : error.message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

function Tabs({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const { data } = useBrowserData(['products', 'tabs', language, product.cd], (signal) =>
    getProductTabs(language, product.cd, signal),
  );
  const tabs = [
    ...(product.ds ? [{ id: 0, tl: t('description'), ds: product.ds }] : []),
    ...(data?.items ?? []),
  ];
  const [selected, setSelected] = useState(0);
  const current = tabs[selected] ?? tabs[0];
  if (!current) return null;
  return (
    <section className="mt-10 max-w-3xl">
      <div role="tablist" className="flex flex-wrap gap-1 border-b border-line">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`product-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls="product-tab-panel"
            onClick={() => setSelected(index)}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium aria-selected:border-brand-700 aria-selected:text-brand-800"
          >
            {tab.tl}
          </button>
        ))}
      </div>
      <div
        id="product-tab-panel"
        role="tabpanel"
        aria-labelledby={`product-tab-${current.id}`}
        className="pt-4"
      >
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: descriptions and tabs are sanitised by the API. */}
        <div className="prose-product" dangerouslySetInnerHTML={{ __html: current.ds }} />
      </div>
    </section>
  );
}

function Related({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const { data } = useBrowserData(['products', 'related', language, product.id], (signal) =>
    getRelatedProducts(language, product.id, signal),
  );
  if (!data || data.items.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="related-title">
      <h2 id="related-title" className="mb-3 text-xl font-semibold">
        {t('related')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {data.items.slice(0, 6).map((item) => (
          <li key={item.id}>
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What follows the buy box: loyalty points, notify-me, tabs, the reviews (a slot the route fills
 * with the reviews feature) and related products.
 */
export function ProductSections({
  product,
  dimension,
  reviews,
}: {
  product: Product;
  dimension?: ProductDimension;
  reviews?: ReactNode;
}) {
  return (
    <div className="container-page pb-10">
      <div className="space-y-4 md:ml-auto md:w-1/2 md:pl-4">
        <LoyaltyPoints product={product} />
        <NotifyMe product={product} chosen={dimension} />
      </div>
      <Tabs product={product} />
      {reviews}
      <Related product={product} />
    </div>
  );
}
