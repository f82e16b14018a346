/**
 * `npm start`: bundles the API, builds the storefront when its sources changed, starts the API
 * (which migrates and, on an empty database, loads the demo shop) and then the web server.
 * `--dev` runs the storefront with hot reload instead of the production build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_BUNDLE, buildApi } from '../apps/api/build.ts';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const webPort = process.env.WEB_PORT ?? '3000';
// Loopback by default: a shop reachable from elsewhere is the owner's choice (decision 008).
const webHost = process.env.WEB_HOST ?? '127.0.0.1';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`;
const production = process.env.NODE_ENV === 'production';
const apiPort = process.env.API_PORT ?? '3001';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const webDir = join(root, 'apps/web');
const buildMarker = join(webDir, 'build/server/index.js');

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && name !== '.react-router' && name !== 'build')
    .reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

function buildIsStale(): boolean {
  if (!existsSync(buildMarker)) return true;
  const built = statSync(buildMarker).mtimeMs;
  const sources = [
    'apps/web/app',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/web/react-router.config.ts',
    'packages/contract/src',
  ];
  return sources.some((source) => existsSync(join(root, source)) && newestChange(join(root, source)) > built);
}

const children: ChildProcess[] = [];
function run(command: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${command} ${args.join(' ')} stopped (${signal ?? code}); stopping the shop.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
  Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => (child.exitCode === null ? child.on('exit', resolve) : resolve(null))),
    ),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForApi(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${apiUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not answer on ${apiUrl} within ${timeoutMs / 1000} s`);
}

// The first lines say what runs where, before the build and the API's own output.
console.log(
  production
    ? 'Production mode (NODE_ENV=production): no development tools; APP_SECRET or data/secret signs sessions.'
    : 'Development mode: the mail viewer (/dev/mail) answers this machine only; set NODE_ENV=production for a live shop.',
);
console.log(
  `The shop listens on http://${webHost.includes(':') ? `[${webHost}]` : webHost}:${webPort}` +
    (webHost === '127.0.0.1' || webHost === 'localhost' || webHost === '::1'
      ? ' (this machine only; WEB_HOST=0.0.0.0 exposes it)'
      : ' (every interface)') +
    `; its public address is ${publicUrl}.`,
);

const apiDir = join(root, 'apps/api');
// Every start bundles the API from its sources (a few seconds), so the bundle is never stale.
await buildApi();
run(process.execPath, [API_BUNDLE], apiDir, {
  API_PORT: apiPort,
  PGLITE_DIR: process.env.PGLITE_DIR ?? join(root, 'data/pglite'),
  MEDIA_DIR: process.env.MEDIA_DIR ?? join(root, 'data/media'),
  PUBLIC_URL: publicUrl,
});
// The storefront builds while the API migrates and seeds.
if (!dev && buildIsStale()) {
  console.log('Building the storefront…');
  const build = spawn('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  const status = await new Promise<number | null>((resolve) => build.on('exit', resolve));
  if (status !== 0) {
    console.error('The storefront build failed.');
    stop(status ?? 1);
  }
}
// The web server loads while the API starts; it begins listening once the API answers.
if (dev)
  run('npx', ['react-router', 'dev', '--port', webPort, '--host', webHost], webDir, {
    API_URL: apiUrl,
    PUBLIC_URL: publicUrl,
  });
else
  run(process.execPath, ['--import', 'tsx', 'server.ts'], webDir, {
    API_URL: apiUrl,
    WEB_PORT: webPort,
    WEB_HOST: webHost,
    PUBLIC_URL: publicUrl,
    NODE_ENV: 'production',
  });
await waitForApi(120_000);
console.log(`The shop is at ${publicUrl}`);
