import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('media files keep their own long caching; API answers are no-store', async () => {
  await mkdir(t.mediaDir, { recursive: true });
  await writeFile(join(t.mediaDir, 'pixel.txt'), 'x');
  const media = await t.app.inject({ method: 'GET', url: '/media/pixel.txt' });
  expect(media.statusCode).toBe(200);
  expect(media.headers['cache-control']).toContain('immutable');
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.headers['cache-control']).toBe('no-store');
});
