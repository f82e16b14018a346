import { type ContentCategory, VIDEO_PAGE_SIZE } from '@shop/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { videoCategoriesQuery, videoCategoryByUrlQuery, videosQuery } from '../api/videos';
import { trails } from '../trails';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { Pager, pageOf } from './pager';
import { VideoGrid } from './video-grid';

function CategorySection({ category }: { category: ContentCategory }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  // The newest page (the API's six) of each category, then a link to the rest.
  const { data: list } = useSuspenseQuery(videosQuery(language, { kind: 'category', id: category.id }));
  if (list.items.length === 0) return null;
  const headingId = `video-category-${category.id}`;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          <LocalizedLink to={`/videos/${category.eurl}`} className="hover:text-brand-700">
            {category.tl}
          </LocalizedLink>
        </h2>
        {list.total > list.items.length && (
          <LocalizedLink to={`/videos/${category.eurl}`} className="text-sm text-brand-700 underline">
            {t('videos.see_all', { name: category.tl })}
          </LocalizedLink>
        )}
      </div>
      {category.ds && <p className="mb-3 text-muted">{category.ds}</p>}
      <VideoGrid videos={list.items} heading="h3" />
    </section>
  );
}

/** Every video category with its newest videos (`/tutorials`). */
export function TutorialsPage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const { data: categories } = useSuspenseQuery(videoCategoriesQuery(language));
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={trails.videos(t)} />
      <h1 className="mb-6 text-2xl font-semibold md:text-3xl">{t('videos.title')}</h1>
      {categories.items.length === 0 && <p className="py-8 text-muted">{t('videos.empty')}</p>}
      {categories.items.map((category) => (
        <CategorySection key={category.id} category={category} />
      ))}
    </div>
  );
}

/** A category's videos, paged (`/videos/{eurl}`). */
export function VideoCategoryPage({ eurl }: { eurl: string }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const page = pageOf(useSearchParams()[0]);
  const { data: category } = useSuspenseQuery(videoCategoryByUrlQuery(language, eurl));
  const { data: list } = useSuspenseQuery(videosQuery(language, { kind: 'category', id: category.id }, page));
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={trails.videoCategory(t, category)} />
      <h1 className="mb-2 text-2xl font-semibold md:text-3xl">{category.tl}</h1>
      {category.ds && <p className="mb-4 text-muted">{category.ds}</p>}
      {list.items.length === 0 ? (
        <p className="py-8 text-muted">{t('videos.empty')}</p>
      ) : (
        <VideoGrid videos={list.items} />
      )}
      <Pager page={page} total={list.total} perPage={VIDEO_PAGE_SIZE} />
    </div>
  );
}
