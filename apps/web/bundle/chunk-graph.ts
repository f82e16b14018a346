import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Plugin } from 'vite';

/** One chunk of the browser build: what it statically and lazily imports, and which modules it holds. */
export interface ChunkRecord {
  imports: string[];
  dynamicImports: string[];
  /**
   * Module (path relative to apps/web, `node_modules/<package>/…` or `../../packages/…`) → its
   * bytes in the minified chunk, read from the chunk's source map.
   */
  modules: Record<string, number>;
}

/** `assets/<file>.js` → its record. */
export type ChunkGraph = Record<string, ChunkRecord>;

/** Where the browser build's chunk graph is written: beside `client/`, so the shop never serves it. */
export const CHUNK_GRAPH_FILE = 'client-chunks.json';

const webRoot = join(dirname(new URL(import.meta.url).pathname), '..');

/** A module id as a stable, readable path: `app/…`, `node_modules/<package>/…` or `packages/contract/…`. */
function moduleName(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('/node_modules/');
  if (inModules >= 0) return clean.slice(inModules + 1);
  return clean.startsWith('/') ? relative(webRoot, clean) : clean;
}

/** Bytes of minified code per source, from the chunk's source map (each span goes to the source of its segment). */
function bytesPerSource(
  code: string,
  map: { sources: string[]; mappings: string },
  mapDir: string,
): Record<string, number> {
  const lines = code.split('\n');
  const bytes: Record<string, number> = {};
  decode(map.mappings).forEach((segments, line) => {
    const text = lines[line] ?? '';
    segments.forEach((segment, index) => {
      const source = segment.length > 1 ? map.sources[segment[1] as number] : undefined;
      if (source === undefined) return;
      const end = segments[index + 1]?.[0] ?? text.length;
      const name = moduleName(resolve(mapDir, source));
      bytes[name] = (bytes[name] ?? 0) + Buffer.byteLength(text.slice(segment[0], end));
    });
  });
  return bytes;
}

/**
 * Records the client build's chunks and their modules (`build/client-chunks.json`): the
 * first-load budgets (bundle/first-load.ts) and the bundle report read it, because the React
 * Router manifest names chunks but not what is in them.
 */
export function chunkGraph(): Plugin {
  return {
    name: 'shop:chunk-graph',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Source maps only for this record: they are read here and not written out.
    config: () => ({ environments: { client: { build: { sourcemap: 'hidden' } } } }),
    generateBundle(_options, bundle) {
      const { root, build } = this.environment.config;
      const outDir = resolve(root, build.outDir);
      const graph: ChunkGraph = {};
      for (const [name, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') {
          if (name.endsWith('.map')) delete bundle[name];
          continue;
        }
        graph[output.fileName] = {
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          // A chunk without a map (a route's empty client half) is one module's re-export.
          modules: output.map
            ? bytesPerSource(output.code, output.map, dirname(join(outDir, output.fileName)))
            : Object.fromEntries(Object.keys(output.modules).map((id) => [moduleName(id), 0])),
        };
      }
      const buildDir = resolve(outDir, '..');
      mkdirSync(buildDir, { recursive: true });
      writeFileSync(join(buildDir, CHUNK_GRAPH_FILE), JSON.stringify(graph));
    },
  };
}
