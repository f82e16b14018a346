import type { Video } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { COVER } from './article-card';
import { PlayIcon } from './play-icon';

/** The player's address with autoplay on: the shopper already pressed play once, on the poster. */
export function playerUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/**
 * The shop's own poster with a play button; only pressing it puts the player's frame in its place,
 * so nothing is fetched from the video's host (no cookie, no tracking) before the shopper asks.
 */
export function VideoPlayer({ video, onPlay }: { video: Video; onPlay?: () => void }) {
  const { t } = useTranslation('content');
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-black">
      {playing ? (
        <iframe
          src={playerUrl(video.embedUrl)}
          title={video.tl}
          // Only what playing needs: starting at once and going full screen.
          allow="autoplay; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
          data-testid="video-frame"
        />
      ) : (
        <button
          type="button"
          className="group absolute inset-0 h-full w-full cursor-pointer focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-brand-600"
          onClick={() => {
            setPlaying(true);
            onPlay?.();
          }}
          data-testid="video-play"
        >
          <img
            src={video.poster}
            alt=""
            {...COVER}
            fetchPriority="high"
            className="h-full w-full object-cover"
          />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 shadow-lg transition group-hover:scale-110 md:h-20 md:w-20">
              <PlayIcon className="ml-1 h-8 w-8 fill-ink md:h-10 md:w-10" />
            </span>
          </span>
          <span className="sr-only">{t('videos.play', { title: video.tl })}</span>
        </button>
      )}
    </div>
  );
}
