import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The app code every page runs, in two chunks instead of dozens. Left to itself the bundler gives
 * each set of routes sharing a module a chunk of its own, since it cannot know that every page
 * loads the root and every shopper page the shell: their code came in some 37 scripts of
 * 0.1-1.7 KB (brotli), each compressed alone and each naming its imports. What the root route
 * imports statically runs on every page, the back office's too; what the shell imports statically
 * runs on every shopper page; putting either set in one chunk adds nothing to any page.
 *
 * "Imports statically" counts what is used: the features and the contract are imported through
 * barrels (`index.ts`, only re-exports), and a barrel's other re-exports are not part of the page,
 * so names are followed through barrels rather than every file a barrel names.
 */

/** How `@react-router/dev` names a route's client module in the build's module graph. */
const clientRoute = (file: string) => `${file}?__react-router-build-client-route`;
const LIBRARY = /[\\/]node_modules[\\/]|^\0/;
const CONTRACT_INDEX = /[\\/]packages[\\/]contract[\\/]src[\\/]index\.ts$/;

/** `import … from` / `export … from`: what is named and from where. */
const FROM =
  /\b(?:import|export)\s+(\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+[\w$]+))?)\s*from\s*["']([^"']+)["']/g;
const BARE_IMPORT = /\bimport\s*["']([^"']+)["']/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: readonly string[]; exports: readonly string[] } | null;
}

/** Every name (`'*'`), or the exported names asked for. */
type Names = '*' | Set<string>;

/** The exported names a clause asks of its source: `{ a, b as c }` → a, b; `x` → default; `* as x` → all. */
function namesOf(clause: string): Names {
  if (clause.startsWith('*') || clause.includes('* as')) return '*';
  const names = new Set<string>();
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces || !clause.startsWith('{')) names.add('default');
  for (const part of braces?.[1]?.split(',') ?? []) {
    const name = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)[0];
    if (name) names.add(name);
  }
  return names;
}

/** A barrel's re-exports, by the name each gives to the names it takes: `export { a as b }` → b ← a. */
function reExports(clause: string): Map<string, string> | '*' {
  if (clause.startsWith('*')) return '*';
  const names = new Map<string, string>();
  for (const part of /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? []) {
    const [taken, given = taken] = part.trim().split(/\s+as\s+/);
    if (taken && given) names.set(given, taken);
  }
  return names;
}

/**
 * The app modules a client route module needs before it runs, through barrels by name. Libraries
 * are left out: the framework has its group, and the others load with the code that asks for them.
 */
export function usedModules(graph: ModuleGraph, appDir: string, entry: string): Set<string> {
  const used = new Set<string>();
  const asked = new Map<string, Names>();

  const resolveIn = (importer: string, specifier: string): string | undefined => {
    const ids = graph.getModuleInfo(importer)?.importedIds ?? [];
    if (specifier === '@shop/contract') return ids.find((id) => CONTRACT_INDEX.test(id));
    const base = specifier.startsWith('~/')
      ? join(appDir, specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(importer.replace(/\?.*$/, '')), specifier)
        : specifier.startsWith('/')
          ? specifier
          : undefined;
    if (!base) return undefined;
    return ids.find((id) => {
      if (id === base) return true;
      const file = id.replace(/\?.*$/, '');
      if (file === base) return true;
      const rest = file.startsWith(base) ? file.slice(base.length) : '';
      return /^(\/index)?\.[jt]sx?$/.test(rest);
    });
  };

  const visit = (id: string, names: Names) => {
    if (LIBRARY.test(id)) return;
    const known = asked.get(id);
    const more =
      names === '*' ? known !== '*' : known !== '*' && [...names].some((name) => !known?.has(name));
    if (known && !more) return;
    asked.set(id, names === '*' || known === '*' ? '*' : new Set([...(known ?? []), ...names]));
    const code = (graph.getModuleInfo(id)?.code ?? '').replace(COMMENT, '');
    const statements = [...code.matchAll(FROM)];
    const barrel = code.replace(FROM, '').replace(/[\s;]/g, '') === '' && statements.length > 0;
    if (!barrel) used.add(id);
    for (const [, clause = '', specifier = ''] of statements) {
      const source = resolveIn(id, specifier);
      if (!source) continue;
      if (!barrel) {
        visit(source, namesOf(clause));
        continue;
      }
      const given = reExports(clause);
      if (given === '*') {
        // A barrel of barrels lists no names of its own: the names asked pass through it.
        const exported = graph.getModuleInfo(source)?.exports ?? [];
        const wanted =
          names === '*' || exported.length === 0
            ? names
            : new Set(exported.filter((name) => names.has(name)));
        if (wanted === '*' || wanted.size > 0) visit(source, wanted);
      } else {
        const wanted = [...given]
          .filter(([name]) => names === '*' || names.has(name))
          .map(([, taken]) => taken);
        if (wanted.length > 0) visit(source, new Set(wanted));
      }
    }
    for (const [, specifier = ''] of code.matchAll(BARE_IMPORT)) {
      const source = resolveIn(id, specifier);
      if (source) visit(source, new Set());
    }
  };

  visit(entry, '*');
  return used;
}

/** The back office's pages: a tree of their own under the root, outside the shop's shell. */
const BACK_OFFICE_ROUTE = /^admin-[a-z-]+\.tsx$/;

/**
 * For `codeSplitting.groups[].name`: the chunk an app module goes to, `root` for what the root
 * route needs, `shell` for what the shell needs besides and no back-office page asks for itself,
 * `null` (the bundler's own splitting) for the rest and for libraries. The bundler still adds to a
 * group the modules its modules import, so a back-office page that shares such a module with the
 * shell loads the shell chunk (13-15 KB on those pages, 30 Nov 2026). The graph is the same for
 * every module of one build: walked once.
 */
export function frameChunkOf(appDir: string): (id: string, graph: ModuleGraph) => string | null {
  let frame: { root: Set<string>; shell: Set<string> } | undefined;
  const walk = (graph: ModuleGraph, file: string) =>
    usedModules(graph, appDir, clientRoute(join(appDir, file)));
  return (id, graph) => {
    if (LIBRARY.test(id)) return null;
    if (!frame) {
      const root = walk(graph, 'root.tsx');
      const shell = walk(graph, 'routes/shell.tsx');
      for (const page of readdirSync(join(appDir, 'routes')).filter((file) => BACK_OFFICE_ROUTE.test(file))) {
        for (const module of walk(graph, `routes/${page}`)) shell.delete(module);
      }
      for (const module of root) shell.delete(module);
      frame = { root, shell };
    }
    if (frame.root.has(id)) return 'root';
    if (frame.shell.has(id)) return 'shell';
    return null;
  };
}
