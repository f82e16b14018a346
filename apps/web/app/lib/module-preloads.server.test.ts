import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { withoutModulePreloads } from './module-preloads.server';

const head =
  '<!DOCTYPE html><html lang="el"><head><meta charSet="utf-8"/><title>Φαρμακείο</title>' +
  '<link rel="preload" as="image" fetchPriority="high" href="/media/hero.svg"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-2.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head>';
const body =
  '<body><p>Καλώς ήρθατε</p><link rel="modulepreload" href="/assets/late.js"/>' +
  '<script type="module" async="">import "/assets/entry.client-1.js";</script></body></html>';

/** The page as the transform passes it on, written in chunks of `size` bytes. */
async function through(page: string, size: number): Promise<{ html: string; ended: number }> {
  const bytes = Buffer.from(page);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  const onEnd = vi.fn();
  const html = await text(Readable.from(chunks).pipe(withoutModulePreloads(onEnd)));
  return { html, ended: onEnd.mock.calls.length };
}

describe('withoutModulePreloads', () => {
  it("leaves the head's module preloads out and the rest of the page as it was", async () => {
    const { html, ended } = await through(head + body, 1 << 16);
    expect(html).toBe(
      head
        .replace('<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>', '')
        .replace('<link rel="modulepreload" href="/assets/framework-2.js" nonce="n"/>', '') + body,
    );
    expect(ended).toBe(1);
  });

  it('finds the head across chunks, whatever bytes of a Greek character they split', async () => {
    for (const size of [1, 3, 7, 64]) {
      const { html } = await through(head + body, size);
      expect(html).not.toMatch(/<head>.*modulepreload.*<\/head>/s);
      expect(html).toContain('<title>Φαρμακείο</title>');
      expect(html.endsWith(body)).toBe(true);
    }
  });

  it('passes on a document without a head end whole', async () => {
    const { html, ended } = await through('<p>Σφάλμα</p>', 4);
    expect(html).toBe('<p>Σφάλμα</p>');
    expect(ended).toBe(1);
  });
});
