import { join } from 'node:path';
import type { AdminContentPicture } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let admin: string;
let inspector: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'Admin');
  inspector = await signedInStaff(t, 'Inspector');
});
afterAll(() => t.close());

const boundary = '----content-picture';

/** A multipart body of the given fields; a Buffer is sent as the file `p.png`. */
function multipart(fields: Record<string, string | Buffer>) {
  const parts = Object.entries(fields).map(([name, value]) =>
    typeof value === 'string'
      ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      : Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          value,
          Buffer.from('\r\n'),
        ]),
  );
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
}

async function upload(fields: Record<string, string | Buffer>, bearer = admin, language = 'en') {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: `/api/${language}/admin/content/pictures`,
    headers: {
      ...token.headers,
      authorization: `Bearer ${bearer}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: multipart(fields),
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

describe('content pictures', () => {
  it('stores a large upload as WebP of at most 1600 px under its kind, answers its size, and audits it', async () => {
    const response = await upload({ kind: 'banners', file: await png(3200, 1000) });
    expect(response.statusCode, response.body).toBe(200);
    const picture = response.json<AdminContentPicture>();
    expect(picture.url).toMatch(/^\/media\/content\/banners\/banner-[0-9a-f]{16}\.webp$/);
    expect([picture.width, picture.height]).toEqual([1600, 500]);
    const stored = await sharp(join(t.mediaDir, picture.url.slice('/media/'.length))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1600, 500]);
    const audited = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'content_picture.upload'), eq(auditEntries.entityId, picture.url)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.staffId).toBeGreaterThan(0);
  });

  it('never enlarges a small picture, and takes the file before the kind too', async () => {
    const response = await upload({ file: await png(300, 200), kind: 'contributors' });
    expect(response.statusCode, response.body).toBe(200);
    const picture = response.json<AdminContentPicture>();
    expect(picture.url).toMatch(/^\/media\/content\/contributors\/.+\.webp$/);
    expect([picture.width, picture.height]).toEqual([300, 200]);
  });

  it('refuses a file that is no picture with a translated field error', async () => {
    const english = await upload({ kind: 'events', file: Buffer.from('not a picture') });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      code: 'content_picture_invalid',
      message: 'The file is not a picture we can read.',
      errors: { file: ['invalid_image'] },
    });
    const greek = await upload({ kind: 'events', file: Buffer.from('not a picture') }, admin, 'el');
    expect(greek.json().message).toBe('Το αρχείο δεν είναι εικόνα που μπορούμε να διαβάσουμε.');
  });

  it('refuses an unknown kind or a missing file', async () => {
    const unknown = await upload({ kind: 'products', file: await png(10, 10) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ kind: ['invalid_value'] });
    const missing = await upload({ kind: 'videos' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ file: ['required_field'] });
  });

  it('refuses an upload over the products’ limit of 10 MB', async () => {
    const response = await upload({ kind: 'articles', file: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect(response.statusCode).toBe(413);
  });

  it('lets only a role that writes content upload', async () => {
    const response = await upload({ kind: 'banners', file: await png(10, 10) }, inspector);
    expect(response.statusCode).toBe(403);
  });
});
