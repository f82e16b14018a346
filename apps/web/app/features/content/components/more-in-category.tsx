import type { NewsEntrySummary, Video } from '@shop/contract';
import { useTranslation } from '~/lib/use-translation';
import { ArticleCard } from './article-card';
import { VideoGrid } from './video-grid';

/** How many other items of the category an article or video page suggests. */
const MORE_IN_CATEGORY = 3;

/** Other articles of the article's category, newest first (of the first page, which the loader fetched). */
export function MoreArticles({
  entry,
  category,
}: {
  entry: Pick<NewsEntrySummary, 'id' | 'category'>;
  category: NewsEntrySummary[];
}) {
  const { t } = useTranslation('content');
  const others = category.filter((item) => item.id !== entry.id).slice(0, MORE_IN_CATEGORY);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-articles" className="mt-12">
      <h2 id="more-articles" className="mb-4 text-xl font-semibold">
        {t('articles.more_in', { name: entry.category.tl })}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((item) => (
          <li key={item.id}>
            <ArticleCard entry={item} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Other videos of the video's category, newest first (of the first page, which the loader fetched). */
export function MoreVideos({
  video,
  category,
}: {
  video: Pick<Video, 'id' | 'category'>;
  category: Video[];
}) {
  const { t } = useTranslation('content');
  const others = category.filter((item) => item.id !== video.id).slice(0, MORE_IN_CATEGORY);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-videos" className="mt-12">
      <h2 id="more-videos" className="mb-4 text-xl font-semibold">
        {t('videos.more_in', { name: video.category.tl })}
      </h2>
      <VideoGrid videos={others} heading="h3" />
    </section>
  );
}
