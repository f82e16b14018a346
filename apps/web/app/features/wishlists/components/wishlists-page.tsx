import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { deleteWishlist } from '../api/delete-wishlist';
import { insertWishlist } from '../api/insert-wishlist';
import { insertWishlistByTemplate } from '../api/insert-wishlist-by-template';
import { createGuestWishlist, deleteGuestWishlist, useGuestWishlists } from '../guest-wishlists-storage';
import { useFailureToast } from '../use-failure-toast';
import { reloadWishlists, useCustomerWishlists, useWishlistTemplates } from '../wishlists-data';
import { NewWishlistForm } from './wishlist-name-forms';

interface ListSummary {
  id: string;
  nm: string;
  count: number;
}

function ListOfLists({
  lists,
  pathOf,
  onDelete,
}: {
  lists: ListSummary[];
  pathOf: (id: string) => string;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation('wishlists');
  if (lists.length === 0) return <p className="text-muted">{t('page.empty')}</p>;
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-white">
      {lists.map((list) => (
        <li
          key={list.id}
          className="flex items-center justify-between gap-3 px-4 py-3"
          data-testid="wishlist-row"
        >
          {/* A name typed as one long word breaks rather than pushing Delete off the screen. */}
          <LocalizedLink
            to={pathOf(list.id)}
            className="min-w-0 font-medium [overflow-wrap:anywhere] hover:text-brand-700"
          >
            {list.nm}
          </LocalizedLink>
          <span className="ml-auto shrink-0 text-sm text-muted">
            {t('page.products', { count: list.count })}
          </span>
          <button
            type="button"
            className="shrink-0 text-sm text-muted underline"
            onClick={() => onDelete(list.id)}
          >
            {t('page.delete')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** `guest/wishlists`: a guest's lists, kept in this browser. */
export function GuestWishlistsPage() {
  const { t } = useTranslation('wishlists');
  const lists = useGuestWishlists();
  return (
    <div className="container-page space-y-6 py-8">
      <h1 className="text-2xl font-semibold">{t('page.title')}</h1>
      <p className="text-sm text-muted">{t('page.guest_note')}</p>
      <ListOfLists
        lists={lists.map((list) => ({ id: list.id, nm: list.nm, count: list.productIds.length }))}
        pathOf={(id) => `/guest/wishlists/${id}`}
        onDelete={deleteGuestWishlist}
      />
      <NewWishlistForm onCreate={async (name) => createGuestWishlist(name)} className="max-w-md" />
    </div>
  );
}

/** `profile/wishlists`: the signed-in customer's lists, from templates too. */
export function ProfileWishlistsPage() {
  const { t } = useTranslation('wishlists');
  const language = useLanguage();
  const { data, error } = useCustomerWishlists(language);
  const templates = useWishlistTemplates(language);
  const failed = useFailureToast();
  const lists = (data?.items ?? []).map((list) => ({
    id: String(list.id),
    nm: list.nm,
    count: list.wishlistItems.length,
  }));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('page.title')}</h1>
      {data === undefined && !error ? (
        <p className="text-muted">{t('loading')}</p>
      ) : (
        <ListOfLists
          lists={lists}
          pathOf={(id) => `/profile/wishlists/${id}`}
          onDelete={(id) =>
            deleteWishlist(language, Number(id))
              .then(() => reloadWishlists(language))
              .catch(failed)
          }
        />
      )}
      <NewWishlistForm
        onCreate={async (name) => {
          await insertWishlist(language, name);
          await reloadWishlists(language);
        }}
        className="max-w-md"
      />
      {(templates.data?.items.length ?? 0) > 0 && (
        <section>
          <h2 className="mb-2 text-sm font-semibold">{t('page.templates')}</h2>
          <ul className="flex flex-wrap gap-2">
            {templates.data?.items.map((template) => (
              <li key={template.id}>
                <button
                  type="button"
                  className="rounded-full border border-line px-3 py-1 text-sm hover:bg-brand-50"
                  onClick={() =>
                    insertWishlistByTemplate(language, template.id)
                      .then(() => reloadWishlists(language))
                      .catch(failed)
                  }
                >
                  + {template.nm}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
