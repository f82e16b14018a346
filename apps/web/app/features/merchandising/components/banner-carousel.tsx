import type { Banner } from '@shop/contract';
import { Carousel } from '~/components/ui/carousel';
import { BannerLink } from './banner-picture';

/** A group's banners in a carousel, the first one server-rendered as the page's largest paint. */
export function BannerCarousel({ banners, label }: { banners: Banner[]; label: string }) {
  if (banners.length === 0) return null;
  const slides = banners.map((banner, index) => (
    <BannerLink key={banner.id} banner={banner} priority={index === 0} />
  ));
  if (slides.length === 1) return <div data-testid="banner-carousel">{slides}</div>;
  return (
    <div data-testid="banner-carousel">
      <Carousel label={label} slides={slides} />
    </div>
  );
}
