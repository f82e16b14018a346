import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImports, repositoryRoot, type SourceFile } from './check-imports.ts';
import { moduleDependencies } from './module-rules.ts';
import { repositoryConfig as config, repositorySources } from './repository-sources.ts';

const modules = 'apps/api/src/modules';

/** The repository's sources with one line added at the top of one real file. */
function withLine(sources: SourceFile[], path: string, line: string): SourceFile[] {
  expect(sources.some((file) => file.path === path)).toBe(true);
  return sources.map((file) => (file.path === path ? { ...file, text: `${line}\n${file.text}` } : file));
}

describe('API module rules (decision 006)', () => {
  const sources = repositorySources();

  it('fail on an import of another module’s internals, a type-only one too', () => {
    const file = `${modules}/search/service.ts`;
    const specifier = '../catalog/read-model/model.ts';
    const broken = withLine(sources, file, `import type { CatalogueFollower } from '${specifier}';`);
    expect(checkImports(broken, config)).toEqual([
      {
        file,
        specifier,
        rule: 'a module imports another module only through its index.ts (modules/catalog)',
      },
    ]);
  });

  it('fail on two modules importing each other, even through their faces and for types only', () => {
    const file = `${modules}/catalog/service.ts`;
    const broken = withLine(sources, file, "import type { SearchService } from '../search/index.ts';");
    expect(checkImports(broken, config).map((violation) => violation.rule)).toEqual([
      'modules import each other in a circle: catalog → search → catalog',
    ]);
  });

  it('fail on a longer circle', () => {
    // customers → mail → jobs exists; jobs asking customers closes a circle of three.
    const broken = withLine(
      sources,
      `${modules}/jobs/runner.ts`,
      "import type { CustomerService } from '../customers/index.ts';",
    );
    expect(checkImports(broken, config).map((violation) => violation.rule)).toEqual([
      'modules import each other in a circle: customers → mail → jobs → customers',
    ]);
  });

  it('fail on a domain module importing a workflow', () => {
    const file = `${modules}/search/service.ts`;
    const specifier = '../checkout/index.ts';
    const broken = withLine(sources, file, `import type { CheckoutService } from '${specifier}';`);
    expect(checkImports(broken, config)).toEqual([
      {
        file,
        specifier,
        rule: 'a domain module imports no workflow (modules/search imports modules/checkout)',
      },
    ]);
  });

  it('let a workflow import many modules, and tests arrange state across modules', () => {
    const workflow = withLine(
      sources,
      `${modules}/own-data/service.ts`,
      "import type { SearchService } from '../search/index.ts';",
    );
    expect(checkImports(workflow, config)).toEqual([]);
    const test = withLine(
      sources,
      `${modules}/search/search.test.ts`,
      "import { KnownMatches } from '../catalog/read-model/model.ts';",
    );
    expect(checkImports(test, config)).toEqual([]);
  });

  it('hold the registry of modules to their faces too', () => {
    const file = `${modules}/index.ts`;
    const specifier = './catalog/admin-module.ts';
    const broken = withLine(sources, file, `import { catalogAdminModule as admin } from '${specifier}';`);
    expect(checkImports(broken, config)).toEqual([
      {
        file,
        specifier,
        rule: 'a module imports another module only through its index.ts (modules/catalog)',
      },
    ]);
  });

  it('name only files and modules that exist', () => {
    for (const file of Object.keys(config.readModelExceptions))
      expect(existsSync(join(repositoryRoot, file))).toBe(true);
    for (const workflow of config.workflows) {
      expect(existsSync(join(repositoryRoot, modules, workflow, 'index.ts'))).toBe(true);
    }
    expect(moduleDependencies(sources).get('own-data')?.size).toBeGreaterThan(5);
  });

  it('are the ones decision record 006 names: its read models and its workflows', () => {
    const record = readFileSync(join(repositoryRoot, 'docs/decisions/006-domain-ownership.md'), 'utf8');
    const section = (title: string) => record.split(`\n### ${title}\n`)[1]?.split('\n### ')[0] ?? '';
    const readModels = section('Read models');
    const named = new Set(
      [...readModels.matchAll(/`modules\/([a-z/.-]+\.ts)`/g)].map((match) => `${modules}/${match[1]}`),
    );
    expect([...named].sort()).toEqual(Object.keys(config.readModelExceptions).sort());
    const workflows = section('Workflows');
    const listed = [...workflows.matchAll(/^- `([a-z-]+)`/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...config.workflows].sort());
  });
});
