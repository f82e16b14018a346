import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../bundle/precompress.ts';
import { chooseEncoding, precompressedFiles } from './precompressed.ts';
import { createStorefront } from './storefront.ts';

describe('chooseEncoding (Accept-Encoding)', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli, then gzip, among the copies on disk', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
  });

  it('sends the plain file without Accept-Encoding, or when only other codings are accepted', () => {
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding('', both)).toBeUndefined();
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding('deflate, zstd', both)).toBeUndefined();
  });

  it('never sends a coding the request weighs q=0, and follows the weights', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeUndefined();
    expect(chooseEncoding('BR ; Q=0.0 , GZIP', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=1, br;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.8, br;q=0.8', both)).toBe('br');
  });

  it('reads * as every coding not named, and x-gzip as gzip', () => {
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('br;q=0, *', both)).toBe('gzip');
    expect(chooseEncoding('*;q=0', both)).toBeUndefined();
    expect(chooseEncoding('x-gzip', both)).toBe('gzip');
  });
});

const script = `export const text = ${JSON.stringify('Καλημέρα, κρέμα προσώπου. '.repeat(200))};\n`;
const style = `.card{color:#123456;margin:0 auto}\n`.repeat(100);
const root = mkdtempSync(join(tmpdir(), 'shop-precompressed-'));
let storefront: Server;
let port = 0;

beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'entry-Ab12.js'), script);
  writeFileSync(join(root, 'assets', 'style-Cd34.css'), style);
  writeFileSync(join(root, 'assets', 'tiny-Ef56.js'), 'export{};\n');
  writeFileSync(join(root, 'assets', 'photo.png'), Buffer.alloc(2048, 7));
  writeFileSync(
    join(root, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`,
  );
  await precompressDir(root);
  // A file whose brotli copy is missing (a build written by another tool): gzip or plain only.
  writeFileSync(join(root, 'assets', 'only-gzip.js'), script);
  writeFileSync(
    join(root, 'assets', 'only-gzip.js.gz'),
    readFileSync(join(root, 'assets', 'entry-Ab12.js.gz')),
  );
  const app = createStorefront({
    apiUrl: new URL('http://127.0.0.1:9'),
    trustProxy: 'loopback',
    publicUrl: new URL('http://localhost:3000'),
    clientDir: root,
    renderPages: (_req, res) => {
      res.type('text/html').send(`<!doctype html><p>${'σελίδα '.repeat(500)}</p>`);
    },
  });
  storefront = createServer(app);
  storefront.listen(0, '127.0.0.1');
  await once(storefront, 'listening');
  port = (storefront.address() as AddressInfo).port;
});

afterAll(() => {
  storefront.close();
  rmSync(root, { recursive: true, force: true });
});

async function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false });
  req.end();
  const [response] = (await once(req, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) };
}

describe('the build writes compressed copies (bundle/precompress.ts)', () => {
  it('writes .br and .gz beside scripts, styles and SVG that decompress to the file', () => {
    for (const file of ['assets/entry-Ab12.js', 'assets/style-Cd34.css', 'favicon.svg']) {
      const plain = readFileSync(join(root, file));
      expect(brotliDecompressSync(readFileSync(join(root, `${file}.br`)))).toEqual(plain);
      expect(gunzipSync(readFileSync(join(root, `${file}.gz`)))).toEqual(plain);
    }
  });

  it('leaves out tiny files and formats that do not compress', () => {
    const variants = precompressedFiles(root);
    expect(variants.get('/assets/entry-Ab12.js')).toEqual(['br', 'gzip']);
    expect(variants.get('/assets/only-gzip.js')).toEqual(['gzip']);
    expect(variants.has('/assets/tiny-Ef56.js')).toBe(false);
    expect(variants.has('/assets/photo.png')).toBe(false);
  });
});

describe('the storefront serves the compressed copies', () => {
  it('sends brotli to a browser that accepts it, with the script type, Vary and the long cache', async () => {
    const response = await fetchRaw('/assets/entry-Ab12.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body).toEqual(readFileSync(join(root, 'assets/entry-Ab12.js.br')));
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted (q=0 or absent), the plain file when neither is', async () => {
    const gzip = await fetchRaw('/assets/style-Cd34.css', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(gzip.body).toString()).toBe(style);
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of refusals) {
      const plain = await fetchRaw('/assets/style-Cd34.css', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.toString()).toBe(style);
    }
  });

  it('falls back to the copies that exist: gzip for a file without brotli, plain without either', async () => {
    const gzip = await fetchRaw('/assets/only-gzip.js', { 'accept-encoding': 'br, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const brOnly = await fetchRaw('/assets/only-gzip.js', { 'accept-encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.body.toString()).toBe(script);
    const tiny = await fetchRaw('/assets/tiny-Ef56.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
    expect(tiny.body.toString()).toBe('export{};\n');
  });

  it('compresses no static file on the fly', async () => {
    const png = await fetchRaw('/assets/photo.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(2048);
  });

  it('serves the public files the same way, with their short cache', async () => {
    const svg = await fetchRaw('/favicon.svg', { 'accept-encoding': 'gzip, br' });
    expect(svg.headers['content-encoding']).toBe('br');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers HEAD and a revalidation of the compressed copy', async () => {
    const head = await fetchRaw('/assets/entry-Ab12.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(
      readFileSync(join(root, 'assets/entry-Ab12.js.br')).length,
    );
    expect(head.body.length).toBe(0);
    const etag = String(head.headers.etag);
    const revalidated = await fetchRaw('/assets/entry-Ab12.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(revalidated.status).toBe(304);
    const other = await fetchRaw('/assets/entry-Ab12.js', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });

  it('hands a file that is not there on to the pages (their not-found)', async () => {
    const missing = await fetchRaw('/assets/missing-Zz99.js', { 'accept-encoding': 'br, gzip' });
    expect(missing.body.length).toBeGreaterThan(0);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
  });

  it('still compresses the rendered pages as they are sent', async () => {
    const page = await fetchRaw('/', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('σελίδα');
  });
});
