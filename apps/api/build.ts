import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The API as one JavaScript file, the file every start runs (`npm start`, the container, the
 * end-to-end and replica runs, the bench): Node loads it without a TypeScript loader, which
 * saves about 80 MB of resident memory a process against running the sources through tsx
 * (docs/performance.md, "API memory"). Packages stay in node_modules; the API's sources and the
 * contract's are bundled. `npm run build -w apps/api`, or `buildApi()` from a start script.
 */
export const API_BUNDLE = fileURLToPath(new URL('./dist/server.js', import.meta.url));
const outDir = dirname(API_BUNDLE);

/**
 * A source's `import.meta.url` stays the source file's own URL, so the files it reads beside it
 * (migrations, fixtures, the password list) and the packages it resolves from it are found as
 * when it runs unbundled; the path is relative to the bundle, which moves with the tree.
 */
const sourceRelativeMetaUrl: Plugin = {
  name: 'source-relative-meta-url',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const own = `new URL(${JSON.stringify(relative(outDir, path))}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
};

let built: Promise<unknown> | undefined;

/** Builds the bundle once a process: API processes started side by side share one build. */
export async function buildApi(): Promise<void> {
  built ??= build({
    entryPoints: [fileURLToPath(new URL('./src/server.ts', import.meta.url))],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: {
      '@shop/contract': fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)),
    },
    keepNames: true,
    plugins: [sourceRelativeMetaUrl],
    logLevel: 'warning',
  });
  await built;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildApi();
