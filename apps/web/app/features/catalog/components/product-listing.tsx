import {
  type Facet,
  LISTING_FILTER_KINDS,
  LISTING_PAGE_SIZES,
  type ProductListing as Listing,
  PRODUCT_SORT_ORDERS,
} from '@shop/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Drawer } from '~/components/ui/drawer';
import { useTranslation } from '~/lib/use-translation';
import { type ListingState, parseFilterText, toggleFilter } from '../listing-state';
import { ProductCard } from './product-card';

/** Single-choice facets: a lowest rating is one value, not a set. */
const SINGLE_CHOICE = new Set<number>([LISTING_FILTER_KINDS.RatingBase5]);
/** Values a facet shows before "show more": the long brand list must not bury the products. */
const FACET_VISIBLE_VALUES = 6;

function useListingLinks() {
  const [params] = useSearchParams();
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
}

/**
 * Facet values are links, so filtered listings work without script and can be crawled, and they
 * are announced as checkboxes with their state; Space toggles them as it does a checkbox.
 */
function FacetGroup({ facet, state }: { facet: Facet; state: ListingState }) {
  const { t } = useTranslation('catalog');
  const linkTo = useListingLinks();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const chosen = parseFilterText(state.q).get(facet.kind) ?? [];
  if (facet.values.length === 0) return null;
  const collapsible = facet.values.length > FACET_VISIBLE_VALUES;
  // A chosen value is never hidden behind "show more".
  const open =
    expanded || facet.values.slice(FACET_VISIBLE_VALUES).some((value) => chosen.includes(value.val));
  const shown = open ? facet.values : facet.values.slice(0, FACET_VISIBLE_VALUES);
  return (
    <fieldset className="border-b border-line py-3">
      <legend className="mb-2 text-sm font-semibold">{facet.nm}</legend>
      <ul className="space-y-1 text-sm">
        {shown.map((value) => {
          const q = toggleFilter(state.q, facet.kind, value.val, SINGLE_CHOICE.has(facet.kind));
          const selected = chosen.includes(value.val);
          const to = linkTo({ q, page: null });
          return (
            <li key={value.val}>
              <Link
                to={to}
                preventScrollReset
                rel="nofollow"
                role="checkbox"
                aria-checked={selected}
                onKeyDown={(event) => {
                  if (event.key !== ' ') return;
                  event.preventDefault();
                  navigate(to, { preventScrollReset: true });
                }}
                className="flex items-center gap-2 hover:text-brand-700"
                data-testid={`facet-${facet.kind}-${value.val}`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-block h-4 w-4 rounded border ${selected ? 'border-brand-700 bg-brand-700' : 'border-line'}`}
                />
                <span className="flex-1">{value.nm}</span>
                <span className="text-muted">({value.cnt})</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {collapsible && (
        <button
          type="button"
          className="mt-2 text-sm text-brand-700 underline"
          aria-expanded={open}
          onClick={() => setExpanded(!open)}
        >
          {open ? t('listing.show_fewer') : t('listing.show_all', { count: facet.values.length })}
        </button>
      )}
    </fieldset>
  );
}

/** The filters: a way back to the whole listing when any is chosen, then every facet. */
function Filters({ listing, state }: { listing: Listing; state: ListingState }) {
  const { t } = useTranslation('catalog');
  const linkTo = useListingLinks();
  const active = parseFilterText(state.q).size > 0;
  return (
    <>
      {active && (
        <Link
          to={linkTo({ q: null, page: null })}
          className="mb-2 inline-block text-sm text-brand-700 underline"
          preventScrollReset
        >
          {t('listing.clear_filters')}
        </Link>
      )}
      {listing.facets.map((facet) => (
        <FacetGroup key={facet.kind} facet={facet} state={state} />
      ))}
    </>
  );
}

/**
 * On a phone the filters wait behind a button, so the products come first; the drawer stays open
 * while filters are chosen and its button shows how many products they leave.
 */
function FilterDrawer({ listing, state }: { listing: Listing; state: ListingState }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const chosen = [...parseFilterText(state.q).values()].reduce((sum, values) => sum + values.length, 0);
  return (
    <div className="md:hidden">
      <button
        type="button"
        className="mb-3 rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {chosen > 0 ? t('listing.filters_chosen', { count: chosen }) : t('listing.filters')}
      </button>
      {open && (
        <Drawer
          side="left"
          title={t('listing.filters')}
          closeLabel={t('listing.close_filters')}
          onClose={() => setOpen(false)}
          className="flex w-80 max-w-[85vw] flex-col p-4 pb-0"
        >
          <div className="flex-1">
            <Filters listing={listing} state={state} />
          </div>
          <div className="sticky bottom-0 -mx-4 border-t border-line bg-white p-3">
            <button
              type="button"
              className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white"
              onClick={() => setOpen(false)}
            >
              {t('listing.show_results', { count: listing.total })}
            </button>
          </div>
        </Drawer>
      )}
    </div>
  );
}

function Pagination({ listing }: { listing: Listing }) {
  const { t } = useTranslation('catalog');
  const linkTo = useListingLinks();
  const pages = Math.max(1, Math.ceil(listing.total / listing.psize));
  if (pages <= 1) return null;
  const shown = [...new Set([1, listing.page - 1, listing.page, listing.page + 1, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label={t('listing.pages')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {shown.map((page, index) => (
          <li key={page} className="flex items-center gap-1">
            {index > 0 && page - (shown[index - 1] ?? page) > 1 && <span aria-hidden="true">…</span>}
            <Link
              to={linkTo({ page: page === 1 ? null : String(page) })}
              aria-current={page === listing.page ? 'page' : undefined}
              aria-label={t('listing.page', { page })}
              className={`inline-flex h-9 min-w-9 items-center justify-center rounded border px-2 text-sm ${
                page === listing.page
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line hover:border-brand-700'
              }`}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A listing page body: filters with counts, sort, per-page choice, products and pagination, all in the URL. */
export function ProductListing({
  listing,
  state,
  title,
}: {
  listing: Listing;
  state: ListingState;
  title: string;
}) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const linkTo = useListingLinks();
  return (
    <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
      <aside aria-label={t('listing.filters')} className="hidden md:block">
        <h2 className="sr-only">{t('listing.filters')}</h2>
        <Filters listing={listing} state={state} />
      </aside>
      <section aria-label={title}>
        {/* The cards' names are level 3: on a phone the filters' heading is hidden, so this one
            keeps the levels in order (axe heading-order). */}
        <h2 className="sr-only">{t('listing.results')}</h2>
        <FilterDrawer listing={listing} state={state} />
        <div className="mb-4 flex flex-wrap items-center gap-4 text-sm">
          <p className="mr-auto text-muted" data-testid="listing-total">
            {t('listing.total', { count: listing.total })}
          </p>
          <label className="flex items-center gap-2">
            {t('listing.sort')}
            <select
              className="rounded border border-line px-2 py-1"
              value={state.sort}
              onChange={(event) =>
                navigate(
                  linkTo({ sort: event.target.value === 'Default' ? null : event.target.value, page: null }),
                  { preventScrollReset: true },
                )
              }
              data-testid="listing-sort"
            >
              {PRODUCT_SORT_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {t(`sort.${order}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2">
            {t('listing.per_page')}
            <select
              className="rounded border border-line px-2 py-1"
              value={state.psize}
              onChange={(event) =>
                navigate(linkTo({ psize: event.target.value, page: null }), { preventScrollReset: true })
              }
            >
              {LISTING_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </div>
        {listing.items.length === 0 && listing.total > 0 ? (
          // A page past the last (an old link, a hand-typed ?page=99): the products are on earlier pages.
          <p className="py-10 text-center text-muted" data-testid="listing-past-last-page">
            {t('listing.past_last_page', { page: listing.page })}{' '}
            <Link to={linkTo({ page: null })} className="text-brand-700 underline">
              {t('listing.first_page')}
            </Link>
          </p>
        ) : listing.items.length === 0 ? (
          <p className="py-10 text-center text-muted">{t('listing.empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {listing.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < 4} />
              </li>
            ))}
          </ul>
        )}
        <Pagination listing={listing} />
      </section>
    </div>
  );
}
