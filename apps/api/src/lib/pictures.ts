import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** An upload larger than this is refused before it is decoded (products and content alike). */
export const PICTURE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Decoding stops above this many pixels: a small file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;

/** One WebP file to write: where, and the longest side it may have (pixels). */
export interface PictureTarget {
  file: string;
  size: number;
}

/** The size of a written WebP file (pixels). */
export interface PictureSize {
  width: number;
  height: number;
}

/**
 * Decodes an upload (JPEG, PNG, WebP, AVIF, GIF, TIFF), turns it upright and writes it as WebP to
 * each target, fitted inside its size and never enlarged. Nothing is written unless every target
 * could be made; an upload that is no readable picture throws `invalid()`.
 */
export async function storeWebpPictures(
  upload: Buffer,
  targets: readonly PictureTarget[],
  invalid: () => Error,
): Promise<PictureSize[]> {
  // Loaded on the first upload: the image library holds about 30 MB of resident memory, which an
  // API process that only answers shoppers never needs (docs/performance.md, "API memory").
  const { default: sharp } = await import('sharp');
  const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await image.metadata().catch(() => {
    throw invalid();
  });
  if (!metadata.width || !metadata.height) throw invalid();
  const made = await Promise.all(
    targets.map((target) =>
      image
        .clone()
        .rotate()
        .resize({ width: target.size, height: target.size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
    ),
  ).catch(() => {
    throw invalid();
  });
  for (const [index, target] of targets.entries()) {
    const output = made[index];
    if (!output) continue;
    await mkdir(dirname(target.file), { recursive: true });
    await writeFile(target.file, output.data);
  }
  return made.map(({ info }) => ({ width: info.width, height: info.height }));
}
