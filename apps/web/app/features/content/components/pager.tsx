import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/lib/use-translation';

/** The `?page=` of a listing: 1 when absent or not a whole number from 1 up. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Previous and next links of a paged list, the page number in the URL; nothing for one page. */
export function Pager({ page, total, perPage }: { page: number; total: number; perPage: number }) {
  const { t } = useTranslation('content');
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const link = 'rounded border border-line px-3 py-2 text-sm hover:border-brand-700';
  return (
    <nav aria-label={t('paging.label')} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 && (
        <Link to={to(page - 1)} className={link} rel="prev">
          {t('paging.previous')}
        </Link>
      )}
      <span className="text-sm text-muted">
        {t('paging.page_of', { page: Math.min(page, pages), pages })}
      </span>
      {page < pages && (
        <Link to={to(page + 1)} className={link} rel="next">
          {t('paging.next')}
        </Link>
      )}
    </nav>
  );
}
