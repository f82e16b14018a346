import type { Video } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { CONTENT_CARDS } from '../card-translations';
import { clockDuration, publicationDate } from '../format';
import { trails } from '../trails';
import { useContentReward } from '../use-content-reward';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { ContributorByline } from './contributor-byline';
import { MoreVideos } from './more-in-category';
import { RICH_TEXT } from './rich-text';
import { VideoPlayer } from './video-player';

/** A video: the player (loaded on play, which credits a signed-in customer ViewVideo once), title, presenter and description. */
export function VideoView({ video, moreInCategory }: { video: Video; moreInCategory: Video[] }) {
  const { t } = useTranslation('content');
  const { t: cards } = useTranslation(CONTENT_CARDS);
  const language = useLanguage();
  const report = useContentReward('ViewVideo');
  const { contributor } = video;
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={trails.video(t, video)} />
      <article className="mx-auto max-w-4xl">
        <VideoPlayer video={video} onPlay={report ? () => report(video.id) : undefined} />
        <p className="mt-2 text-xs text-muted">{t('videos.player_note')}</p>
        <LocalizedLink
          to={`/videos/${video.category.eurl}`}
          className="mt-4 inline-block text-sm font-medium tracking-wide text-brand-800 uppercase hover:underline"
        >
          {video.category.tl}
        </LocalizedLink>
        <h1 className="mt-1 text-2xl leading-tight font-semibold md:text-3xl">{video.tl}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          {contributor && <ContributorByline contributor={contributor} />}
          <span>
            <time dateTime={video.dt}>{publicationDate(video.dt, language)}</time> ·{' '}
            {cards('videos.duration', { clock: clockDuration(video.durationSeconds) })}
          </span>
        </div>
        <div
          className={`mt-4 ${RICH_TEXT}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitised this HTML with its allow-list when it was stored (decision 020).
          dangerouslySetInnerHTML={{ __html: video.ds }}
        />
      </article>
      <MoreVideos video={video} category={moreInCategory} />
    </div>
  );
}
