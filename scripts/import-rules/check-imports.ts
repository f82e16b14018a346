import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';
import { moduleRuleViolations } from './module-rules.ts';

/** One source file of the repository: its path from the repository root and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

export interface ImportViolation {
  file: string;
  specifier: string;
  rule: string;
}

export interface ImportRulesConfig {
  /**
   * API files that may import another domain's schema tables: the read models of decision
   * record 006, file → the schema files (owning domains) it may read.
   */
  readModelExceptions: Record<string, readonly string[]>;
  /** Modules that compose several domains (decision record 006); no domain module imports one. */
  workflows: readonly string[];
}

interface ImportEdge {
  file: string;
  specifier: string;
  /** Repository-relative path of the imported file (without a guessed extension), or undefined for a package. */
  target: string | undefined;
}

const webApp = 'apps/web/app/';
const webFeatures = `${webApp}features/`;
const apiSrc = 'apps/api/src/';
const apiModules = `${apiSrc}modules/`;
const apiSchema = `${apiSrc}db/schema/`;
const contract = 'packages/contract/';
const contractSource = `${contract}src/`;

/** Tests, and the helpers they share: a file whose name starts with `test-` (`test-fixtures.ts`). */
const isTestFile = (path: string) =>
  /(\.test\.tsx?|\/test-[a-z-]+\.ts)$/.test(path) || path.startsWith(`${apiSrc}test/`);
const withoutExtension = (path: string) => path.replace(/\.(tsx?|jsx?|json)$/, '');
const segmentAfter = (path: string, prefix: string) =>
  path.startsWith(prefix) ? path.slice(prefix.length).split('/')[0] : undefined;

/**
 * The domain a schema file belongs to: the module of the same name, else the module whose name
 * and a dash start it (`content-events` is the content domain's), else the file's own name.
 */
function schemaOwner(schemaFile: string, modules: ReadonlySet<string>): string {
  if (modules.has(schemaFile)) return schemaFile;
  const owners = [...modules].filter((module) => schemaFile.startsWith(`${module}-`));
  return owners.sort((a, b) => b.length - a.length)[0] ?? schemaFile;
}

function importedSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

function resolveTarget(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return withoutExtension(posix.join(posix.dirname(file), specifier));
  if (specifier.startsWith('~/') && file.startsWith('apps/web/')) {
    return withoutExtension(webApp + specifier.slice(2));
  }
  if (specifier === '@shop/contract' || specifier.startsWith('@shop/contract/')) return `${contract}src`;
  if (specifier === '@shop/api' || specifier.startsWith('@shop/api/')) return apiSrc;
  return undefined;
}

/**
 * A feature's faces: `index.ts`, and `server.ts` for what only loaders and actions may load
 * (`*.server.ts` code, which React Router keeps out of the browser's bundle).
 */
const FEATURE_FACES = ['', '/index', '/server'];
const isFeatureFace = (target: string, feature: string) =>
  FEATURE_FACES.includes(target.slice(webFeatures.length + feature.length));

/** Zod, whole or its tree-shakable `zod/mini` build (decision 012). */
const isZod = (specifier: string) => specifier === 'zod' || specifier === 'zod/mini';

/** The rules every import obeys; each returns the broken rule's wording, or undefined. */
function ruleBrokenBy(
  edge: ImportEdge,
  config: ImportRulesConfig,
  modules: ReadonlySet<string>,
): string | undefined {
  const { file, specifier, target } = edge;

  if (file.startsWith(contractSource) && !isTestFile(file)) {
    const insideContract = target?.startsWith(contract) ?? false;
    // Classic Zod's schemas carry every method, so one classic schema on a page loads all of Zod.
    if (specifier !== 'zod/mini' && !insideContract) return 'the contract imports nothing but zod/mini';
  }
  if (file.startsWith('apps/web/') && target?.startsWith('apps/api/')) {
    return 'the storefront does not import the API';
  }
  if (file.startsWith(`${webApp}components/ui/`) && target?.startsWith(webApp)) {
    if (target.startsWith(webFeatures) || target.startsWith(`${webApp}routes`)) {
      return 'components/ui knows no feature or route';
    }
  }
  if (file.startsWith(`${webApp}lib/`) && target?.startsWith(webApp)) {
    if (target.startsWith(webFeatures) || target.startsWith(`${webApp}routes`)) {
      return 'lib/ imports no feature or route';
    }
  }
  const fromFeature = segmentAfter(file, webFeatures);
  const toFeature = target && segmentAfter(target, webFeatures);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    if (!isFeatureFace(target, toFeature)) {
      return `a feature imports another feature only through its index.ts or server.ts (features/${toFeature})`;
    }
  }
  if (file.startsWith(`${apiSrc}lib/`) && target?.startsWith(apiModules))
    return "the API's lib/ imports no module";
  if (file.startsWith(`${apiSrc}plugins/`) && target?.startsWith(apiModules)) {
    return 'plugins take their types from the contract or their own files, not from a module';
  }
  const fromDomain = segmentAfter(file, apiModules);
  const schemaFile = target && segmentAfter(target, apiSchema);
  if (fromDomain && schemaFile && !isTestFile(file)) {
    if (schemaFile === 'index') return 'a module imports its tables from its own schema file, not the index';
    const allowed = config.readModelExceptions[file] ?? [];
    if (schemaOwner(schemaFile, modules) !== fromDomain && !allowed.includes(schemaFile)) {
      return `modules/${fromDomain} reads ${schemaFile}'s tables through its service (decision 006)`;
    }
  }
  return undefined;
}

/** A route (and the root route) takes a feature through its faces, as another feature does. */
function routeDeepImports(edges: ImportEdge[]): ImportViolation[] {
  return edges.flatMap(({ file, specifier, target }) => {
    const fromRoute = file.startsWith(`${webApp}routes/`) || file === `${webApp}root.tsx`;
    const feature = target && segmentAfter(target, webFeatures);
    if (!fromRoute || !feature || isFeatureFace(target, feature)) return [];
    const rule = `a route imports a feature only through its index.ts or server.ts (features/${feature})`;
    return [{ file, specifier, rule }];
  });
}

/** Feature → features it imports; a cycle among them is a violation of its own. */
function featureCycles(edges: ImportEdge[]): ImportViolation[] {
  const graph = new Map<string, Map<string, ImportEdge>>();
  for (const edge of edges) {
    const from = segmentAfter(edge.file, webFeatures);
    const to = edge.target && segmentAfter(edge.target, webFeatures);
    if (!from || !to || from === to) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    graph.get(from)?.set(to, edge);
  }
  const violations: ImportViolation[] = [];
  const reported = new Set<string>();
  const visit = (feature: string, trail: string[]) => {
    for (const [next, edge] of graph.get(feature) ?? []) {
      const start = trail.indexOf(next);
      if (start >= 0) {
        const cycle = [...trail.slice(start), next];
        const key = [...cycle.slice(0, -1)].sort().join(',');
        if (!reported.has(key)) {
          reported.add(key);
          violations.push({
            file: edge.file,
            specifier: edge.specifier,
            rule: `features import each other in a circle: ${cycle.join(' → ')}`,
          });
        }
      } else {
        visit(next, [...trail, next]);
      }
    }
  };
  for (const feature of graph.keys()) visit(feature, [feature]);
  return violations;
}

/** Specifiers a file imports values from (`import type` and `{ type X }`-only imports left out). */
function valueImportSpecifiers(text: string): string[] {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const clause = statement.importClause;
    const named = clause?.namedBindings;
    const typesOnly =
      clause?.isTypeOnly ||
      (clause !== undefined &&
        !clause.name &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.every((element) => element.isTypeOnly));
    return typesOnly ? [] : [statement.moduleSpecifier.text];
  });
}

/**
 * Zod lives in the contract's `*-schemas.ts` files only, and the other contract files take no
 * value from them: a page that needs a rule or a constant then loads no Zod (decision 012).
 */
function zodOutsideSchemaFiles(files: SourceFile[]): ImportViolation[] {
  const rule = "the contract's rules and constants import no Zod and no *-schemas file (decision 012)";
  return files
    .filter(
      (file) =>
        file.path.startsWith(contractSource) &&
        !isTestFile(file.path) &&
        !file.path.endsWith('-schemas.ts') &&
        file.path !== `${contractSource}index.ts`,
    )
    .flatMap((file) =>
      valueImportSpecifiers(file.text)
        .filter((specifier) => isZod(specifier) || /-schemas(\.ts)?$/.test(specifier))
        .map((specifier) => ({ file: file.path, specifier, rule })),
    );
}

const TABLE_DECLARATION = /pgTable\(\s*'([a-z_][a-z0-9_]*)'/g;
const SQL_TABLE_REFERENCE = /\b(?:from|join|update|into)\s+([a-z_][a-z0-9_]*)\b/gi;

/** Table name → the domain whose schema file declares it. */
function tableOwners(files: SourceFile[], modules: ReadonlySet<string>): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files) {
    const schemaFile = segmentAfter(withoutExtension(file.path), apiSchema);
    if (!schemaFile) continue;
    const domain = schemaOwner(schemaFile, modules);
    for (const [, table] of file.text.matchAll(TABLE_DECLARATION)) owners.set(table as string, domain);
  }
  return owners;
}

/**
 * Raw SQL reaches tables without importing them, so a module's SQL is read too: a table named
 * after FROM, JOIN, UPDATE or INTO belongs to the module's domain or to a read-model exception.
 */
function foreignTablesInSql(
  files: SourceFile[],
  config: ImportRulesConfig,
  modules: ReadonlySet<string>,
): ImportViolation[] {
  const owners = tableOwners(files, modules);
  const violations: ImportViolation[] = [];
  for (const file of files) {
    const domain = segmentAfter(file.path, apiModules);
    if (!domain || isTestFile(file.path)) continue;
    const allowed = config.readModelExceptions[file.path] ?? [];
    const reported = new Set<string>();
    for (const [, name] of file.text.matchAll(SQL_TABLE_REFERENCE)) {
      const table = (name as string).toLowerCase();
      const owner = owners.get(table);
      if (!owner || owner === domain || allowed.includes(owner) || reported.has(table)) continue;
      reported.add(table);
      violations.push({
        file: file.path,
        specifier: table,
        rule: `modules/${domain} queries ${owner}'s table ${table}; it asks ${owner}'s service (decision 006)`,
      });
    }
  }
  return violations;
}

export function checkImports(files: SourceFile[], config: ImportRulesConfig): ImportViolation[] {
  const modules = new Set(files.flatMap((file) => segmentAfter(file.path, apiModules) ?? []));
  const edges = files.flatMap((file) =>
    importedSpecifiers(file.text).map((specifier) => ({
      file: file.path,
      specifier,
      target: resolveTarget(file.path, specifier),
    })),
  );
  const violations: ImportViolation[] = [];
  for (const edge of edges) {
    const rule = ruleBrokenBy(edge, config, modules);
    if (rule) violations.push({ file: edge.file, specifier: edge.specifier, rule });
  }
  return [
    ...violations,
    ...featureCycles(edges),
    ...routeDeepImports(edges),
    ...foreignTablesInSql(files, config, modules),
    ...zodOutsideSchemaFiles(files),
    ...moduleRuleViolations(files, config.workflows),
  ];
}

/** The repository's own TypeScript sources, read from disk. */
export function readSources(root: string, paths: string[]): SourceFile[] {
  return paths
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

export const repositoryRoot = join(dirname(new URL(import.meta.url).pathname), '..', '..');
