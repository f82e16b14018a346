import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';
import type { Crumb } from '../trails';

/** Home, then the trail; the last crumb is the current page. */
export function ContentBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        <li>
          <LocalizedLink to="/" className="hover:text-brand-700">
            {t('home')}
          </LocalizedLink>
        </li>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} className="before:mr-1 before:content-['/']" aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path} className="before:mr-1 before:content-['/']">
              <LocalizedLink to={crumb.path} className="hover:text-brand-700">
                {crumb.name}
              </LocalizedLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
