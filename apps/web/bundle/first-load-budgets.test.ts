import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetOf } from './budgets';
import { type FirstLoad, firstLoads, readClientBuild } from './first-load';

const web = new URL('..', import.meta.url).pathname;
const buildDir = mkdtempSync(join(tmpdir(), 'shop-web-budgets-'));
let pages: FirstLoad[] = [];

/** A production build of the storefront of its own (never the served `build/`), read without timing anything. */
beforeAll(() => {
  const build = spawnSync('npx', ['react-router', 'build', '--logLevel', 'error'], {
    cwd: web,
    env: { ...process.env, WEB_BUILD_DIR: buildDir, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the storefront build failed:\n${build.stderr}`);
  pages = firstLoads(readClientBuild(buildDir));
}, 300_000);

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe('first-load JavaScript of the shopper pages (as sent: brotli, from the build manifest)', () => {
  it('finds the pages, the product page among them', () => {
    expect(pages.map((page) => page.page)).toEqual(
      expect.arrayContaining(['routes/product.tsx', 'routes/home.tsx', 'routes/category.tsx']),
    );
  });

  it('keeps every shopper page within its budget', () => {
    const over = pages
      .filter((page) => {
        const budget = budgetOf(page.page);
        return budget !== undefined && page.brotliBytes > budget;
      })
      .map((page) => `${page.page}: ${page.brotliBytes} B > ${budgetOf(page.page)} B`);
    expect(over).toEqual([]);
  });

  it('measures what is sent: every first-load script but the smallest has its brotli copy', () => {
    const plain = pages
      .flatMap((page) => page.files)
      .filter((file) => {
        const path = join(buildDir, 'client', file);
        return statSync(path).size >= 256 && !existsSync(`${path}.br`);
      });
    expect([...new Set(plain)]).toEqual([]);
  });

  it('loads nothing of the staff back office on a shopper page', () => {
    const leaks = pages
      .filter((page) => budgetOf(page.page) !== undefined && page.adminModules.length > 0)
      .map((page) => `${page.page}: ${page.adminModules.join(', ')}`);
    expect(leaks).toEqual([]);
  });
});
