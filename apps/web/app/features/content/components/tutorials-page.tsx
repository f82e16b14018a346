import { type ContentCategory, VIDEO_PAGE_SIZE, type VideoPage } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';
import { trails } from '../trails';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { Pager } from './pager';
import { VideoGrid } from './video-grid';

/** A video category with the newest page (the API's six) of its videos. */
export interface VideoCategorySection {
  category: ContentCategory;
  list: VideoPage;
}

/** A category's newest videos, then a link to the rest. */
function CategorySection({ category, list }: VideoCategorySection) {
  const { t } = useTranslation('content');
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
export function TutorialsPage({ sections }: { sections: VideoCategorySection[] }) {
  const { t } = useTranslation('content');
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={trails.videos(t)} />
      <h1 className="mb-6 text-2xl font-semibold md:text-3xl">{t('videos.title')}</h1>
      {sections.length === 0 && <p className="py-8 text-muted">{t('videos.empty')}</p>}
      {sections.map((section) => (
        <CategorySection key={section.category.id} {...section} />
      ))}
    </div>
  );
}

/** A category's videos, paged (`/videos/{eurl}`). */
export function VideoCategoryPage({ category, list, page }: VideoCategorySection & { page: number }) {
  const { t } = useTranslation('content');
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
