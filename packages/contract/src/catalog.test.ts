import { describe, expect, it } from 'vitest';
import { productPictureSrcSet, productThumbnailOf } from './catalog.ts';

describe('product pictures at the size shown', () => {
  const uploaded = '/media/products/dermaline-cream-0123456789ab.webp';

  it('offers an uploaded picture with its 400 px thumbnail', () => {
    expect(productThumbnailOf(uploaded)).toBe('/media/products/dermaline-cream-0123456789ab.thumb.webp');
    expect(productPictureSrcSet(uploaded)).toBe(
      '/media/products/dermaline-cream-0123456789ab.thumb.webp 400w, /media/products/dermaline-cream-0123456789ab.webp 1200w',
    );
  });

  it('leaves a seeded drawing and any other address as they are', () => {
    for (const url of ['/media/products/dermaline-cream-1.svg', 'https://cdn.example/x-0123456789ab.webp']) {
      expect(productThumbnailOf(url)).toBe(url);
      expect(productPictureSrcSet(url)).toBeUndefined();
    }
  });
});
