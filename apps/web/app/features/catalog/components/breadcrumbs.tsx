import type { Breadcrumb } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';

/** Home, then the category trail; the last crumb is the current page. */
export function Breadcrumbs({ trail, current }: { trail: Breadcrumb[]; current?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        <li>
          <LocalizedLink to="/" className="hover:text-brand-700">
            {t('home')}
          </LocalizedLink>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.id} className="before:mr-1 before:content-['/']">
            <LocalizedLink to={`/categories/${crumb.eurl}`} className="hover:text-brand-700">
              {crumb.nm}
            </LocalizedLink>
          </li>
        ))}
        {current && (
          <li className="before:mr-1 before:content-['/']" aria-current="page">
            {current}
          </li>
        )}
      </ol>
    </nav>
  );
}
