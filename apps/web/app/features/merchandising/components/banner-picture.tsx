import type { Banner, BannerImage } from '@shop/contract';
import { preload } from 'react-dom';
import { LocalizedLink } from '~/components/localized-link';

/** Below this width the banner's phone picture is shown (the carousel's 768 px breakpoint). */
const PHONE_MEDIA = '(max-width: 767px)';
const WIDE_MEDIA = '(min-width: 768px)';
/** The hero is as wide as the page up to the page container's width. */
const SIZES = '(min-width: 1280px) 1280px, 100vw';

const srcSetOf = (image: BannerImage) =>
  image.variants.map((variant) => `${variant.src} ${variant.w}w`).join(', ');

/**
 * A banner's picture with its intrinsic size (so nothing moves as it loads), its widths for the
 * browser to choose from and the phone picture on narrow screens. The first banner of a page is
 * its largest paint: it loads at once with high priority; any other waits until it is near.
 */
export function BannerPicture({ banner, priority }: { banner: Banner; priority: boolean }) {
  const { image, mobileImage } = banner;
  if (priority) {
    // React writes these in the head, so the browser asks for the picture its screen shows before
    // it reaches the page's scripts rather than once it has read down to the banner.
    preload(image.src, {
      as: 'image',
      imageSrcSet: srcSetOf(image),
      imageSizes: SIZES,
      fetchPriority: 'high',
      ...(mobileImage ? { media: WIDE_MEDIA } : {}),
    });
    if (mobileImage) {
      preload(mobileImage.src, {
        as: 'image',
        imageSrcSet: srcSetOf(mobileImage),
        imageSizes: '100vw',
        fetchPriority: 'high',
        media: PHONE_MEDIA,
      });
    }
  }
  return (
    <picture>
      {mobileImage && (
        <source
          media={PHONE_MEDIA}
          srcSet={srcSetOf(mobileImage)}
          sizes="100vw"
          width={mobileImage.width}
          height={mobileImage.height}
        />
      )}
      <img
        src={image.src}
        srcSet={srcSetOf(image)}
        sizes={SIZES}
        width={image.width}
        height={image.height}
        alt={banner.tl}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className="block h-auto w-full"
      />
    </picture>
  );
}

/** A banner: its picture, leading where the banner leads (a path of the shop, or another site in a new tab). */
export function BannerLink({ banner, priority }: { banner: Banner; priority: boolean }) {
  const picture = <BannerPicture banner={banner} priority={priority} />;
  if (!banner.nu) return picture;
  const className =
    'block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
  if (banner.nu.startsWith('/')) {
    return (
      <LocalizedLink
        to={banner.nu}
        className={className}
        target={banner.target === '_blank' ? '_blank' : undefined}
      >
        {picture}
      </LocalizedLink>
    );
  }
  return (
    <a
      href={banner.nu}
      className={className}
      {...(banner.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {picture}
    </a>
  );
}
