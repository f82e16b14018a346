import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error.ts';

/** The largest side of a product picture as stored, and of its list thumbnail (pixels). */
export const PRODUCT_PICTURE_SIZE = 1200;
export const PRODUCT_THUMBNAIL_SIZE = 400;
/** An upload larger than this is refused before it is decoded. */
export const PRODUCT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Decoding stops above this many pixels: a small file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;

const UPLOADED = /^\/media\/products\/[a-z0-9-]+-[0-9a-f]{12}\.webp$/;

/** The thumbnail of an uploaded picture; a seeded picture (a drawing) serves as its own. */
export function thumbnailOf(url: string): string {
  return UPLOADED.test(url) ? url.replace(/\.webp$/, '.thumb.webp') : url;
}

const invalidPicture = () => new HttpError(400, 'product_picture_invalid', { file: ['invalid_image'] });

/**
 * Decodes an upload (JPEG, PNG, WebP, AVIF, GIF, TIFF), turns it upright, and writes it as WebP
 * under `mediaDir/products` twice: at most `PRODUCT_PICTURE_SIZE` for the product page and
 * `PRODUCT_THUMBNAIL_SIZE` for lists, never enlarged. Answers the public path of the large one,
 * named by the product's slug and a random part, so a replaced picture never hits a cached copy.
 */
export async function storeProductPicture(mediaDir: string, eurl: string, upload: Buffer): Promise<string> {
  const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await image.metadata().catch(() => {
    throw invalidPicture();
  });
  if (!metadata.width || !metadata.height) throw invalidPicture();
  const dir = join(mediaDir, 'products');
  await mkdir(dir, { recursive: true });
  const name = `${eurl}-${randomBytes(6).toString('hex')}`;
  const resized = (size: number) =>
    image
      .clone()
      .rotate()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  const [large, small] = await Promise.all([
    resized(PRODUCT_PICTURE_SIZE),
    resized(PRODUCT_THUMBNAIL_SIZE),
  ]).catch(() => {
    throw invalidPicture();
  });
  await writeFile(join(dir, `${name}.webp`), large);
  await writeFile(join(dir, `${name}.thumb.webp`), small);
  return `/media/products/${name}.webp`;
}

/** Removes an uploaded picture's files; seeded drawings stay (the demo data may share them). */
export async function removeProductPicture(mediaDir: string, url: string): Promise<void> {
  if (!UPLOADED.test(url)) return;
  const file = url.slice('/media/'.length);
  await rm(join(mediaDir, file), { force: true });
  await rm(join(mediaDir, thumbnailOf(url).slice('/media/'.length)), { force: true });
}
