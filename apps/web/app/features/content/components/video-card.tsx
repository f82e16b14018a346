import type { Video } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';
import { CONTENT_CARDS } from '../card-translations';
import { clockDuration } from '../format';
import { COVER } from './article-card';
import { PlayIcon } from './play-icon';

/** A video in a list: its poster (served by the shop) with the length, title and presenter. */
export function VideoCard({ video, heading: Heading = 'h2' }: { video: Video; heading?: 'h2' | 'h3' }) {
  const { t: cards } = useTranslation(CONTENT_CARDS);
  const clock = clockDuration(video.durationSeconds);
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white"
      data-testid="video-card"
    >
      <div className="relative">
        <img
          src={video.poster}
          alt=""
          {...COVER}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white/90 shadow">
            <PlayIcon className="ml-0.5 h-6 w-6 fill-ink" />
          </span>
        </span>
        <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white">
          <span className="sr-only">{cards('videos.duration', { clock })}</span>
          <span aria-hidden="true">{clock}</span>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">{video.category.tl}</p>
        <Heading className="text-lg leading-snug font-semibold">
          <LocalizedLink
            to={`/video/${video.eurl}`}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none after:focus-visible:rounded-lg after:focus-visible:outline-2 after:focus-visible:outline-brand-700"
          >
            {video.tl}
          </LocalizedLink>
        </Heading>
        {video.contributor && <p className="mt-auto pt-2 text-xs text-muted">{video.contributor.nm}</p>}
      </div>
    </article>
  );
}
