/**
 * The replica end-to-end run (e2e/playwright.replicas.config.ts): two API and two storefront
 * processes behind nginx on one PostgreSQL database. It needs Debian's nginx and a PostgreSQL
 * server (`TEST_DATABASE_URL`); CI has both (.ci/run), a laptop without them skips it, saying why.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

function findNginx(): string | undefined {
  const candidates = process.env.NGINX_PATH
    ? [process.env.NGINX_PATH]
    : [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin'].map((directory) =>
        join(directory, 'nginx'),
      );
  return candidates.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const nginx = findNginx();
const missing = [
  ...(nginx ? [] : ['nginx (sudo apt-get install -y nginx, or NGINX_PATH)']),
  ...(process.env.TEST_DATABASE_URL
    ? []
    : ['TEST_DATABASE_URL (a PostgreSQL server to create a database on)']),
];
if (missing.length > 0) {
  console.log(`Replica end-to-end run skipped: it needs ${missing.join(' and ')}.`);
  process.exit(0);
}
const run = spawnSync('npm', ['run', 'test:replicas', '-w', 'e2e'], {
  stdio: 'inherit',
  env: { ...process.env, NGINX_PATH: nginx },
});
process.exit(run.status ?? 1);
