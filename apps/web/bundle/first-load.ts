import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_GRAPH_FILE, type ChunkGraph } from './chunk-graph.ts';

/**
 * A page's first-load JavaScript, from the build alone: the client entry and, for every route from
 * the root to the page, its module and the chunks it imports — what the router's module script
 * imports before hydration (the server leaves its `modulepreload`s out of the head:
 * `app/lib/module-preloads.server.ts`; the route manifest is inlined in the HTML). Sizes are
 * those of the compressed copies the build writes and the storefront sends (bundle/precompress.ts,
 * server/precompressed.ts): brotli at quality 11, what a browser downloads over HTTPS, and gzip at
 * level 9, what it downloads where it accepts no brotli (plain HTTP).
 */

interface ManifestEntry {
  module: string;
  imports?: string[];
  [key: string]: unknown;
}

interface ManifestRoute extends ManifestEntry {
  id: string;
  parentId?: string;
  hasDefaultExport: boolean;
}

interface RouterManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestRoute>;
  url: string;
}

export interface FirstLoad {
  /** The page's route file, e.g. `routes/product.tsx`. */
  page: string;
  /** Its route ids (the same file under /, /el and /en). */
  routeIds: string[];
  files: string[];
  gzipBytes: number;
  /** What a browser downloads over HTTPS: the budgets hold this figure. */
  brotliBytes: number;
  /** Modules of the staff back office found in the first load (must stay empty for shopper pages). */
  adminModules: string[];
}

export interface ClientBuild {
  clientDir: string;
  manifest: RouterManifest;
  /** `assets/<file>.js` → its record, from the chunk-graph plugin. */
  chunks: ChunkGraph;
}

export const ADMIN_MODULE = /^app\/(routes\/admin-|features\/admin-[a-z-]+\/)/;

export function readClientBuild(buildDir: string): ClientBuild {
  const clientDir = join(buildDir, 'client');
  const manifestFile = readdirSync(join(clientDir, 'assets')).find((file) => /^manifest-.*\.js$/.test(file));
  if (!manifestFile) throw new Error(`no React Router manifest in ${clientDir}/assets`);
  const source = readFileSync(join(clientDir, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(
    source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1),
  ) as RouterManifest;
  const chunks = JSON.parse(readFileSync(join(buildDir, CHUNK_GRAPH_FILE), 'utf8')) as ChunkGraph;
  return { clientDir, manifest, chunks };
}

/** `/assets/x.js` (manifest) → `assets/x.js` (chunk graph, file system). */
const fileOf = (url: string) => url.replace(/^\//, '');

/** The modules and split modules (client loader, action, middleware…) of a route or the entry. */
function scriptsOf(entry: ManifestEntry): string[] {
  const modules = Object.entries(entry)
    .filter(([key, value]) => /^(module|\w+Module)$/.test(key) && typeof value === 'string')
    .map(([, value]) => value as string);
  return [...modules, ...(entry.imports ?? [])].map(fileOf);
}

/** The route file a route's module was built from (`routes/product.tsx`). */
function pageOf(build: ClientBuild, route: ManifestRoute): string {
  const modules = Object.keys(build.chunks[fileOf(route.module)]?.modules ?? {});
  const file = modules.find((module) => module.startsWith('app/routes/'));
  return file ? file.slice('app/'.length) : route.id;
}

const sizeCache = new Map<string, { gzip: number; brotli: number }>();

/** A file's size as sent: its `.br` and `.gz` copies, or the file itself where the build wrote none. */
export function compressedSize(path: string): { gzip: number; brotli: number } {
  const known = sizeCache.get(path);
  if (known) return known;
  const sent = (suffix: string) => {
    try {
      return statSync(`${path}${suffix}`).size;
    } catch {
      return statSync(path).size;
    }
  };
  const size = { gzip: sent('.gz'), brotli: sent('.br') };
  sizeCache.set(path, size);
  return size;
}

/** Every page (a route that renders and has no child routes), its first-load scripts and their size. */
export function firstLoads(build: ClientBuild): FirstLoad[] {
  const { manifest, chunks } = build;
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((route) => route.parentId));
  const byPage = new Map<string, FirstLoad>();
  for (const route of routes) {
    if (!route.hasDefaultExport || parents.has(route.id)) continue;
    const chain: ManifestRoute[] = [];
    for (
      let at: ManifestRoute | undefined = route;
      at;
      at = at.parentId ? manifest.routes[at.parentId] : undefined
    ) {
      chain.unshift(at);
    }
    const files = [...new Set([...scriptsOf(manifest.entry), ...chain.flatMap(scriptsOf)])];
    const sizes = files.map((file) => compressedSize(join(build.clientDir, file)));
    const adminModules = files.flatMap((file) =>
      Object.keys(chunks[file]?.modules ?? {}).filter((module) => ADMIN_MODULE.test(module)),
    );
    const page = pageOf(build, route);
    const load: FirstLoad = {
      page,
      routeIds: [route.id],
      files,
      gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
      brotliBytes: sizes.reduce((sum, size) => sum + size.brotli, 0),
      adminModules,
    };
    const known = byPage.get(page);
    if (!known) byPage.set(page, load);
    else {
      known.routeIds.push(route.id);
      if (load.brotliBytes > known.brotliBytes) byPage.set(page, { ...load, routeIds: known.routeIds });
    }
  }
  return [...byPage.values()].sort((a, b) => b.brotliBytes - a.brotliBytes);
}
