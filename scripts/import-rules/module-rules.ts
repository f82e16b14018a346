import { posix } from 'node:path';
import ts from 'typescript';
import type { ImportViolation, SourceFile } from './check-imports.ts';

const apiModules = 'apps/api/src/modules/';
/** `modules/index.ts`: the list of modules the app is built from, itself no module. */
const registry = `${apiModules}index.ts`;

/** Tests and their helpers (`test-fixtures.ts`) arrange state across modules; the rules skip them. */
const isTestFile = (path: string) => /(\.test\.ts|\/test-[a-z-]+\.ts)$/.test(path);

interface ModuleImport {
  file: string;
  specifier: string;
  from: string;
  to: string;
  /** The imported file inside its module, without extension: `index`, `service`, `read-model/model`. */
  entry: string;
}

/** The module a file of `modules/<name>/…` belongs to; a file directly in `modules/` belongs to none. */
function moduleOf(path: string): string | undefined {
  if (!path.startsWith(apiModules)) return undefined;
  const parts = path.slice(apiModules.length).split('/');
  return parts.length > 1 ? parts[0] : undefined;
}

/** Every import of one module's file by another's (and by the registry), type-only imports included. */
function moduleImports(files: SourceFile[]): ModuleImport[] {
  return files.flatMap((file) => {
    const from = file.path === registry ? 'registry' : moduleOf(file.path);
    if (!from || isTestFile(file.path)) return [];
    return ts.preProcessFile(file.text, true, true).importedFiles.flatMap(({ fileName: specifier }) => {
      if (!specifier.startsWith('.')) return [];
      const target = posix.join(posix.dirname(file.path), specifier).replace(/\.tsx?$/, '');
      const to = moduleOf(target);
      if (!to || to === from) return [];
      return [
        { file: file.path, specifier, from, to, entry: target.slice(apiModules.length + to.length + 1) },
      ];
    });
  });
}

/** Module → the modules it imports (type imports included, tests left out). */
export function moduleDependencies(files: SourceFile[]): Map<string, Set<string>> {
  const dependencies = new Map<string, Set<string>>();
  for (const { from, to } of moduleImports(files)) {
    if (from === 'registry') continue;
    if (!dependencies.has(from)) dependencies.set(from, new Set());
    dependencies.get(from)?.add(to);
  }
  return dependencies;
}

/** Strongly connected groups of two or more modules; each, with one circle through it, is one violation. */
function moduleCycles(imports: ModuleImport[]): ImportViolation[] {
  const graph = new Map<string, Map<string, ModuleImport>>();
  for (const edge of imports) {
    if (edge.from === 'registry') continue;
    if (!graph.has(edge.from)) graph.set(edge.from, new Map());
    const targets = graph.get(edge.from) as Map<string, ModuleImport>;
    if (!targets.has(edge.to)) targets.set(edge.to, edge);
  }
  // Tarjan's algorithm: linear, where listing every elementary circle of a tangle would not be.
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (module: string) => {
    order.set(module, order.size);
    low.set(module, order.get(module) as number);
    stack.push(module);
    for (const next of graph.get(module)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(module, Math.min(low.get(module) as number, order.get(next) as number));
      }
    }
    if (low.get(module) !== order.get(module)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      group.push(member);
    } while (member !== module);
    if (group.length > 1) groups.push(group);
  };
  for (const module of [...graph.keys()].sort()) if (!order.has(module)) visit(module);

  return groups.map((group) => {
    const start = [...group].sort()[0] as string;
    const circle = shortestCircle(graph, start, new Set(group));
    const edge = graph.get(start)?.get(circle[1] as string) as ModuleImport;
    return {
      file: edge.file,
      specifier: edge.specifier,
      rule: `modules import each other in a circle: ${circle.join(' → ')}`,
    };
  });
}

/** The shortest way from a module back to itself inside its group (breadth first). */
function shortestCircle(
  graph: Map<string, Map<string, ModuleImport>>,
  start: string,
  group: ReadonlySet<string>,
): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift() as string;
    for (const next of [...(graph.get(module)?.keys() ?? [])].sort()) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [module];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!cameFrom.has(next) && next !== start) {
        cameFrom.set(next, module);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * Decision record 006's module rules: another module is reached only through its `index.ts`,
 * modules import each other in no circle (type imports count), and no domain module imports a
 * workflow (a module composing several domains, named in `workflows`).
 */
export function moduleRuleViolations(files: SourceFile[], workflows: readonly string[]): ImportViolation[] {
  const imports = moduleImports(files);
  const violations: ImportViolation[] = [];
  for (const { file, specifier, from, to, entry } of imports) {
    if (entry !== 'index') {
      violations.push({
        file,
        specifier,
        rule: `a module imports another module only through its index.ts (modules/${to})`,
      });
    }
    if (from !== 'registry' && workflows.includes(to) && !workflows.includes(from)) {
      violations.push({
        file,
        specifier,
        rule: `a domain module imports no workflow (modules/${from} imports modules/${to})`,
      });
    }
  }
  return [...violations, ...moduleCycles(imports)];
}
