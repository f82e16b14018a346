import type { CartTotals } from '@shop/contract';
import { getProductsByIds } from '~/features/catalog';
import { useLanguage } from '~/lib/language';
import { useBrowserData } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';

type Offer = CartTotals['offers'][number];

/** A promotion that lets the shopper pick the gift: the choice travels as SelectedProductOffers. */
export function GiftOfferChooser({
  offer,
  chosen,
  onChoose,
}: {
  offer: Offer;
  /** The shopper's pick, shown at once while the totals catch up. */
  chosen: number | undefined;
  onChoose: (productId: number) => void;
}) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const { data } = useBrowserData(['products', 'by-ids', language, offer.pids], (signal) =>
    getProductsByIds(language, offer.pids, signal),
  );
  const products = data?.items ?? [];
  if (offer.pids.length < 2 || products.length < 2) return null;
  return (
    <fieldset className="mt-3 rounded-md border border-line p-3 text-sm">
      <legend className="px-1 font-medium">{t('page.choose_gift', { name: offer.nm })}</legend>
      {products.map((product) => (
        <label key={product.id} className="flex items-center gap-2 py-1">
          <input
            type="radio"
            name={`gift-offer-${offer.prom_policy_id}`}
            checked={(chosen ?? offer.pid) === product.id}
            onChange={() => onChoose(product.id)}
          />
          {product.nm}
        </label>
      ))}
    </fieldset>
  );
}
