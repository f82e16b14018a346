import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import express, { type RequestHandler } from 'express';

/** The encodings the build writes beside a file (bundle/precompress.ts), in the server's preference. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Each coding's weight in an `Accept-Encoding` header (RFC 9110 §12.5.3); `*` under its own name. */
function weights(acceptEncoding: string): Map<string, number> {
  const weighted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(param);
      if (match?.[1] !== undefined) q = Number(match[1]);
    }
    weighted.set(coding, Math.max(weighted.get(coding) ?? 0, q));
  }
  return weighted;
}

/**
 * The encoding to send among those on disk: the one the request weighs highest, brotli before gzip
 * when they weigh the same; none (the plain file) when the request accepts neither, q=0 included,
 * or sends no `Accept-Encoding` at all.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weighted = weights(acceptEncoding);
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const q =
      weighted.get(encoding) ??
      (encoding === 'gzip' ? weighted.get('x-gzip') : undefined) ??
      weighted.get('*') ??
      0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** `/<path>` (URL form, `/` separators) → the encodings written beside that file under `root`. */
export function precompressedFiles(root: string): Map<string, Encoding[]> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.add(`/${relative(root, path).split(sep).join('/')}`);
    }
  };
  walk(root);
  const variants = new Map<string, Encoding[]>();
  for (const file of files) {
    const encodings = ENCODINGS.filter((encoding) => files.has(`${file}${SUFFIX[encoding]}`));
    if (encodings.length > 0) variants.set(file, encodings);
  }
  return variants;
}

function pathOf(url: string): string | undefined {
  const end = url.search(/[?#]/);
  try {
    return decodeURIComponent(end < 0 ? url : url.slice(0, end));
  } catch {
    return undefined;
  }
}

/**
 * Static files as `express.static` serves them, but a file the build compressed is sent as its
 * `.br` or `.gz` copy when the request accepts it, with `Content-Encoding`, the plain file's type
 * and `Vary: Accept-Encoding` (also on the plain answer, so caches keep the variants apart). The
 * copies are listed once at start: the build does not change under a running server.
 */
export function precompressedStatic(
  root: string,
  options: Parameters<typeof express.static>[1],
): RequestHandler {
  const serve = express.static(root, options);
  const variants = precompressedFiles(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return serve(req, res, next);
    const path = pathOf(req.url);
    const available = path === undefined ? undefined : variants.get(path);
    if (!path || !available) return serve(req, res, next);
    res.vary('Accept-Encoding');
    const encoding = chooseEncoding(req.get('accept-encoding'), available);
    if (!encoding) return serve(req, res, next);
    const url = req.url;
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    req.url = `${encoded}${SUFFIX[encoding]}${url.slice(url.search(/[?#]|$/))}`;
    res.type(extname(path));
    res.setHeader('Content-Encoding', encoding);
    serve(req, res, (error?: unknown) => {
      req.url = url;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      // A copy removed since start: the plain file instead.
      if (error === undefined) serve(req, res, next);
      else next(error);
    });
  };
}
