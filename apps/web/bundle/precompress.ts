import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Files worth compressing: text the browser fetches (scripts, styles, SVG, manifests) and fonts
 * that are not compressed already (TrueType, OpenType; WOFF and WOFF2 are).
 */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|xml|txt|ttf|otf)$/;

/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

export interface Precompressed {
  file: string;
  bytes: number;
  brotli?: number;
  gzip?: number;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file under `dir`, each only when it is smaller than the file: the storefront server
 * (server/precompressed.ts) sends them as they are, so nothing is compressed per request.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) if (COMPRESSIBLE.test(file)) files.push(file);
  return Promise.all(
    files.map(async (file): Promise<Precompressed> => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return { file, bytes: content.length };
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: /\.(?:ttf|otf)$/.test(file)
              ? constants.BROTLI_MODE_FONT
              : constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const result: Precompressed = { file, bytes: content.length };
      if (br.length < content.length) {
        await writeFile(`${file}.br`, br);
        result.brotli = br.length;
      }
      if (gz.length < content.length) {
        await writeFile(`${file}.gz`, gz);
        result.gzip = gz.length;
      }
      return result;
    }),
  );
}

/** After the browser build is written (public files included), precompresses its files. */
export function precompress(): Plugin {
  return {
    name: 'shop:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle() {
      const { root, build } = this.environment.config;
      await precompressDir(resolve(root, build.outDir));
    },
  };
}
