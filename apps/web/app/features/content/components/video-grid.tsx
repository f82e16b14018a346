import type { Video } from '@shop/contract';
import { VideoCard } from './video-card';

export function VideoGrid({ videos, heading = 'h2' }: { videos: Video[]; heading?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
