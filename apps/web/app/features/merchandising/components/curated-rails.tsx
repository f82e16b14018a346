import {
  CURATED_LIST_MAX_PRODUCTS,
  type CuratedList,
  HOME_CURATED_LIST_ID,
  type Product,
} from '@shop/contract';
import { type KeyboardEvent, useRef, useState } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { getProductsByIds } from '~/features/catalog';
import { useLanguage } from '~/lib/language';
import { useBrowserData } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { ProductRail, RailSection } from './product-rail';

/** The category lists a home page shows as tabs: every list but the home list. */
export function categoryLists(lists: CuratedList[]): CuratedList[] {
  return lists.filter((list) => list.categoryId !== HOME_CURATED_LIST_ID && list.products.length > 0);
}

/** The product ids a list's rail loads, in the list's order. */
export const railIds = (list: CuratedList) =>
  list.products.slice(0, CURATED_LIST_MAX_PRODUCTS).map((product) => product.id);

function ListPanel({
  list,
  loaded,
  tabId,
  panelId,
}: {
  list: CuratedList;
  /** The list's products as the page's loader read them; null: the browser asks for them. */
  loaded: Product[] | null;
  tabId: string;
  panelId: string;
}) {
  const { t } = useTranslation('merchandising');
  const language = useLanguage();
  const ids = railIds(list);
  const asked = useBrowserData(loaded ? null : ['products', 'by-ids', language, ids], (signal) =>
    ids.length === 0 ? Promise.resolve({ items: [] }) : getProductsByIds(language, ids, signal),
  );
  const products = loaded ?? asked.data?.items;
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} className="mt-4">
      {!products && asked.loading ? (
        <p className="py-16 text-center text-muted">{t('loading')}</p>
      ) : (
        <ProductRail products={products ?? []} label={list.categoryName} />
      )}
      {list.categoryUrl && (
        <LocalizedLink
          to={`/categories/${list.categoryUrl}`}
          className="mt-2 inline-block font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('see_category', { category: list.categoryName })}
        </LocalizedLink>
      )}
    </div>
  );
}

/**
 * The pharmacists' picks per category (spec 000 §3 curated lists) as tabs: the first category's
 * products come with the page (`firstProducts`), another's load when its tab is chosen. Arrow
 * keys, Home and End move between tabs as the WAI-ARIA tabs pattern has it.
 */
export function CuratedRails({
  lists,
  firstProducts,
}: {
  lists: CuratedList[];
  firstProducts: Product[] | null;
}) {
  const { t } = useTranslation('merchandising');
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = categoryLists(lists);
  const list = shown[Math.min(selected, shown.length - 1)];
  if (!list) return null;

  const choose = (index: number) => {
    const next = (index + shown.length) % shown.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: shown.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };
  return (
    <RailSection id="home-curated" title={t('curated_title')}>
      <div
        role="tablist"
        aria-label={t('curated_tabs')}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
        onKeyDown={onKeyDown}
      >
        {shown.map((item, index) => (
          <button
            key={item.categoryId}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`curated-tab-${item.categoryId}`}
            aria-selected={item === list}
            aria-controls={`curated-panel-${item.categoryId}`}
            tabIndex={item === list ? 0 : -1}
            onClick={() => setSelected(index)}
            className={`shrink-0 rounded-full border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700 ${
              item === list
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-line bg-white hover:border-brand-600'
            }`}
          >
            {item.categoryName}
          </button>
        ))}
      </div>
      <ListPanel
        key={list.categoryId}
        list={list}
        loaded={list === shown[0] ? firstProducts : null}
        tabId={`curated-tab-${list.categoryId}`}
        panelId={`curated-panel-${list.categoryId}`}
      />
    </RailSection>
  );
}
