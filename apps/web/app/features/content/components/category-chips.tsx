import type { ContentCategory } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';

/** The article categories as filter chips: "All" and each category, the one shown marked. */
export function CategoryChips({ categories, current }: { categories: ContentCategory[]; current?: string }) {
  const { t } = useTranslation('content');
  const chip = (active: boolean) =>
    `inline-flex min-h-9 items-center rounded-full border px-3 text-sm ${
      active ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white hover:border-brand-700'
    }`;
  return (
    <nav aria-label={t('articles.categories')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <LocalizedLink to="/blogs" className={chip(!current)} aria-current={current ? undefined : 'page'}>
            {t('articles.all')}
          </LocalizedLink>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <LocalizedLink
              to={`/blog/${category.eurl}`}
              className={chip(current === category.eurl)}
              aria-current={current === category.eurl ? 'page' : undefined}
            >
              {category.tl}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
