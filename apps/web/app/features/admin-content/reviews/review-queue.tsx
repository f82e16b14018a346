import type { AdminReviewList } from '@shop/contract';
import { ReviewStatus, reviewModerationRequestSchema } from '@shop/contract';
import { AdminForm, formatAdminDate, PageHeading, Pager, useMayChange } from '~/features/admin-frame';
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

/** Reviews waiting for approval, oldest first; a SalesPerson approves or rejects each. */
export function ReviewQueue({ list, page, psize }: { list: AdminReviewList; page: number; psize: number }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayChange = useMayChange('reviews');
  return (
    <>
      <PageHeading title={t('reviews.title')} />
      {list.items.length === 0 ? (
        <p className="text-muted">{t('reviews.none')}</p>
      ) : (
        <ul className="space-y-3">
          {list.items.map((review) => (
            <li key={review.id} className="rounded-lg border border-line bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">{review.tl}</h2>
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
      <Pager page={page} psize={psize} total={list.total} />
    </>
  );
}
