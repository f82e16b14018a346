import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_PICTURE_SIZE, PRODUCT_THUMBNAIL_SIZE, productThumbnailOf } from '@shop/contract';
import { HttpError } from '../../lib/http-error.ts';
import { PICTURE_UPLOAD_MAX_BYTES, storeWebpPictures } from '../../lib/pictures.ts';

/** An upload larger than this is refused before it is decoded. */
export const PRODUCT_UPLOAD_MAX_BYTES = PICTURE_UPLOAD_MAX_BYTES;

const invalidPicture = () => new HttpError(400, 'product_picture_invalid', { file: ['invalid_image'] });

/**
 * Writes an upload as WebP under `mediaDir/products` twice: at most `PRODUCT_PICTURE_SIZE` for the
 * product page and `PRODUCT_THUMBNAIL_SIZE` for lists (see `storeWebpPictures`). Answers the public
 * path of the large one, named by the product's slug and a random part, so a replaced picture never
 * hits a cached copy.
 */
export async function storeProductPicture(mediaDir: string, eurl: string, upload: Buffer): Promise<string> {
  const name = `${eurl}-${randomBytes(6).toString('hex')}`;
  const dir = join(mediaDir, 'products');
  await storeWebpPictures(
    upload,
    [
      { file: join(dir, `${name}.webp`), size: PRODUCT_PICTURE_SIZE },
      { file: join(dir, `${name}.thumb.webp`), size: PRODUCT_THUMBNAIL_SIZE },
    ],
    invalidPicture,
  );
  return `/media/products/${name}.webp`;
}

/** Removes an uploaded picture's files; seeded drawings stay (the demo data may share them). */
export async function removeProductPicture(mediaDir: string, url: string): Promise<void> {
  const thumbnail = productThumbnailOf(url);
  if (thumbnail === url) return;
  for (const file of [url, thumbnail])
    await rm(join(mediaDir, file.slice('/media/'.length)), { force: true });
}
