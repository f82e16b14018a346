import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { type AdminContentPicture, CONTENT_PICTURE_SIZE, type ContentPictureKind } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { storeWebpPictures } from '../../lib/pictures.ts';
import type { AuditService } from '../audit/index.ts';

const invalidPicture = () => new HttpError(400, 'content_picture_invalid', { file: ['invalid_image'] });

/**
 * Pictures of content (banners, contributors, events, videos, articles) uploaded by staff: stored as
 * WebP under `mediaDir/content/<kind>/`, at most `CONTENT_PICTURE_SIZE` on the longest side. The
 * name has a random part, so a replaced picture never hits a cached copy. The item that shows it
 * keeps only the answered path, saved with its own form.
 */
export class ContentPictures {
  constructor(
    private readonly db: Db,
    private readonly mediaDir: string,
    private readonly audit: AuditService,
  ) {}

  async store(kind: ContentPictureKind, upload: Buffer, staffId: number): Promise<AdminContentPicture> {
    const name = `${kind.replace(/s$/, '')}-${randomBytes(8).toString('hex')}.webp`;
    const [size] = await storeWebpPictures(
      upload,
      [{ file: join(this.mediaDir, 'content', kind, name), size: CONTENT_PICTURE_SIZE }],
      invalidPicture,
    );
    if (!size) throw invalidPicture();
    const picture = { url: `/media/content/${kind}/${name}`, ...size };
    // No row changes: the entry records who put which file in the media folder.
    await this.audit.record(this.db, {
      staffId,
      action: 'content_picture.upload',
      entity: 'content_picture',
      entityId: picture.url,
      before: null,
      after: { kind, ...picture, bytes: upload.length },
    });
    return picture;
  }
}
