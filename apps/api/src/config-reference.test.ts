import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { environmentVariables } from './config-variables.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const reference = readFileSync(join(root, 'docs/configuration.md'), 'utf8');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** Each documented variable with the text of its Default cell: one table row per variable. */
function documented(markdown: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of markdown.split('\n')) {
    const row = /^\| `([A-Z][A-Z0-9_]*)` \| (.*?) \| .* \|$/.exec(line);
    if (!row?.[1]) continue;
    if (rows.has(row[1])) throw new Error(`${row[1]} is documented twice`);
    rows.set(row[1], row[2] ?? '');
  }
  return rows;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(root, file).split('/').includes('node_modules'));
}

/**
 * Variables a file reads, with the default it gives in place (`process.env.X ?? 'a'`, `?? 3000`)
 * when it gives one. `import.meta.env.SSR` is Vite's, not the shop's.
 */
function readsIn(files: string[]): Map<string, string | undefined> {
  const reads = new Map<string, string | undefined>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /(?<!meta\.)\benv\.([A-Z][A-Z0-9_]*)\b(?:\s*\?\?\s*(?:'([^']*)'|([\d_]+)\b))?/g,
    )) {
      const [, name, quoted, number] = match;
      if (!name) continue;
      const given = quoted ?? number?.replaceAll('_', '');
      reads.set(name, reads.get(name) ?? given);
    }
  }
  return reads;
}

/** The storefront's own variables: its server, its build configuration and its app. */
const storefrontReads = readsIn([
  join(root, 'apps/web/server.ts'),
  join(root, 'apps/web/vite.config.ts'),
  join(root, 'apps/web/react-router.config.ts'),
  ...sourceFiles(join(root, 'apps/web/app')),
]);

/** Variables the test and start scripts read: documenting one of these is allowed, not required. */
const toolReads = readsIn([
  ...sourceFiles(join(root, 'scripts')),
  ...sourceFiles(join(root, 'e2e')),
  ...sourceFiles(join(root, 'apps/api/src')),
]);

/** A schema default as the reference writes it: lists comma-separated. */
function shown(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** What is wrong between the reference and the variables the shop reads, one line each. */
function differences(
  schema: z.ZodObject,
  storefront: Map<string, string | undefined>,
  markdown: string,
): string[] {
  const docs = documented(markdown);
  const problems: string[] = [];
  for (const [name, field] of Object.entries(schema.shape)) {
    const cell = docs.get(name);
    if (cell === undefined) {
      problems.push(`${name} (API) is missing from docs/configuration.md`);
      continue;
    }
    const parsed = (field as z.ZodType).safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) {
      const first = /^`([^`]*)`/.exec(cell)?.[1];
      if (first !== shown(parsed.data))
        problems.push(`${name}: documented default ${cell} but the schema's is ${shown(parsed.data)}`);
    }
  }
  for (const [name, given] of storefront) {
    const cell = docs.get(name);
    if (cell === undefined) problems.push(`${name} (storefront) is missing from docs/configuration.md`);
    else if (given !== undefined && !cell.includes(`\`${given}\``))
      problems.push(`${name}: the storefront's default ${given} is not in its documented default ${cell}`);
  }
  for (const name of docs.keys())
    if (!(name in schema.shape) && !storefront.has(name) && !toolReads.has(name))
      problems.push(`${name} is documented but nothing reads it`);
  return problems;
}

describe('docs/configuration.md', () => {
  it('documents every variable the API and the storefront read, with their defaults, and no other', () => {
    expect(differences(environmentVariables, storefrontReads, reference)).toEqual([]);
  });

  it("agrees with the README's short table: each variable there is here, with the same default", () => {
    const docs = documented(reference);
    const short = [...documented(readme)];
    expect(short.length).toBeGreaterThanOrEqual(10);
    for (const [name, cell] of short) expect(`${name}: ${cell}`).toBe(`${name}: ${docs.get(name)}`);
  });

  it('finds the storefront variables it must cover', () => {
    for (const name of [
      'WEB_PORT',
      'WEB_HOST',
      'API_URL',
      'API_WAIT_MS',
      'LANG_PREFIX',
      'THIRD_PARTY_SCRIPTS',
    ])
      expect(storefrontReads.has(name), name).toBe(true);
    expect(storefrontReads.get('WEB_PORT')).toBe('3000');
    expect(storefrontReads.has('SSR')).toBe(false);
  });

  it('fails for a variable added to the schema or the storefront without documentation', () => {
    const grown = environmentVariables.extend({ ORDER_NOTE_LIMIT: z.coerce.number().default(200) });
    const storefront = new Map([...storefrontReads, ['WEB_BANNER', undefined]]);
    expect(differences(grown, storefront, reference)).toEqual([
      'ORDER_NOTE_LIMIT (API) is missing from docs/configuration.md',
      'WEB_BANNER (storefront) is missing from docs/configuration.md',
    ]);
  });

  it('fails for a wrong default and for a variable nothing reads', () => {
    const wrong = reference
      .replace('| `API_PORT` | `3001` |', '| `API_PORT` | `3002` |')
      .replace('| `WEB_PORT` | `3000` |', '| `WEB_PORT` | `8080` |')
      .concat('\n| `FORGOTTEN_SETTING` | unset | Nothing |\n');
    expect(differences(environmentVariables, storefrontReads, wrong)).toEqual([
      "API_PORT: documented default `3002` but the schema's is 3001",
      "WEB_PORT: the storefront's default 3000 is not in its documented default `8080`",
      'FORGOTTEN_SETTING is documented but nothing reads it',
    ]);
  });
});
