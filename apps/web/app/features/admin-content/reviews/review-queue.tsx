import {
  ADMIN_REVIEW_STATES,
  type AdminReviewList,
  type AdminReviewQuery,
  REVIEW_RATINGS,
  ReviewStatus,
  reviewModerationRequestSchema,
} from '@shop/contract';
import {
  AdminForm,
  formatAdminDate,
  ListSearch,
  PageHeading,
  Pager,
  RefusedFilters,
  useMayChange,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

const buttonClass = {
  approve: 'rounded-md bg-brand-700 px-3 py-1.5 text-sm text-white hover:bg-brand-800 disabled:opacity-60',
  reject: 'rounded-md border border-line px-3 py-1.5 text-sm hover:bg-gray-50 disabled:opacity-60',
};

/** Approve or reject: one form, the pressed button names the verdict; once given, it is shown instead. */
function Moderation({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  return (
    <AdminForm intent={`moderate-${id}`} schema={reviewModerationRequestSchema}>
      {({ pending, outcome }) => {
        const verdict = outcome?.ok ? (outcome.data as { st: number }).st : null;
        if (verdict !== null) {
          return (
            <p role="status" className="font-medium text-brand-800">
              {t(verdict === ReviewStatus.Approved ? 'reviews.approved' : 'reviews.rejected')}
            </p>
          );
        }
        return (
          <div className="flex gap-2">
            <input type="hidden" name="id" value={id} />
            {(['approve', 'reject'] as const).map((verdictName) => (
              <button
                key={verdictName}
                type="submit"
                name="verdict"
                value={verdictName}
                disabled={pending}
                className={buttonClass[verdictName]}
              >
                {t(`reviews.${verdictName}`)}
              </button>
            ))}
          </div>
        );
      }}
    </AdminForm>
  );
}

const selectClass = 'rounded-md border border-line px-3 py-2 text-sm';
const ORDERS = ['date.desc', 'date.asc', 'rating.desc', 'rating.asc'] as const;

/** The queue's filters: state, stars, and one order choice (`order=rating.asc`) for the sort and its direction. */
function QueueFilters({ filters }: { filters: ReviewQueueFilters }) {
  const { t } = useTranslation('admin');
  const order = `${filters.sort}.${filters.dir}`;
  return (
    <ListSearch q={filters.q} label={t('reviews.search')}>
      <label className="flex flex-col text-sm">
        {t('reviews.state')}
        <select name="st" defaultValue={filters.st} className={selectClass}>
          {ADMIN_REVIEW_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`reviews.state_${state}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        {t('reviews.stars_filter')}
        <select name="rating" defaultValue={filters.rating ?? ''} className={selectClass}>
          <option value="">{t('all')}</option>
          {REVIEW_RATINGS.map((stars) => (
            <option key={stars} value={stars}>
              {t('reviews.stars', { count: stars })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        {t('reviews.sort')}
        <select name="order" defaultValue={order} className={selectClass}>
          {ORDERS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`reviews.sort_${choice.replace('.', '_')}`)}
            </option>
          ))}
        </select>
      </label>
    </ListSearch>
  );
}

export type ReviewQueueFilters = Omit<AdminReviewQuery, 'q'> & { q: string };

/**
 * The review queue: waiting reviews newest first by default, searched, filtered by state and
 * stars, sorted and paged on the server; a SalesPerson approves or rejects each.
 */
export function ReviewQueue({
  list,
  filters,
  refused,
}: {
  list: AdminReviewList;
  filters: ReviewQueueFilters;
  refused: string[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayChange = useMayChange('reviews');
  return (
    <>
      <PageHeading title={t('reviews.title')} />
      <QueueFilters filters={filters} />
      <RefusedFilters refused={refused} />
      {list.items.length === 0 ? (
        <p className="text-muted">{t('reviews.none')}</p>
      ) : (
        <ul className="space-y-3">
          {list.items.map((review) => (
            <li key={review.id} className="rounded-lg border border-line bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">
                  {review.tl}
                  {review.st !== ReviewStatus.Pending && (
                    <span className="ml-2 rounded bg-gray-100 px-1.5 text-sm font-normal">
                      {t(
                        review.st === ReviewStatus.Approved
                          ? 'reviews.state_approved'
                          : 'reviews.state_rejected',
                      )}
                    </span>
                  )}
                </h2>
                <span className="text-sm text-muted">
                  {'★'.repeat(review.rt)}
                  <span className="sr-only">{t('reviews.stars', { count: review.rt })}</span>
                </span>
              </div>
              <p className="mt-1 text-sm text-muted">
                {t('reviews.about', {
                  product: review.pnm,
                  author: review.nm,
                  date: formatAdminDate(review.dt, language),
                })}
                {review.vb && (
                  <span className="ml-2 rounded bg-brand-50 px-1.5 text-brand-800">
                    {t('reviews.verified')}
                  </span>
                )}
              </p>
              <p className="mt-2 whitespace-pre-line">{review.txt}</p>
              {mayChange && (
                <div className="mt-3">
                  <Moderation id={review.id} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={filters.page} psize={filters.psize} total={list.total} />
    </>
  );
}
