import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import {
  parseThirdPartyScripts,
  thirdPartyScriptOrigins,
} from './app/features/consent/third-party-scripts-config.ts';
import { createStorefront, pagesHandler } from './server/storefront.ts';

const port = Number(process.env.WEB_PORT ?? 3000);
// Loopback unless the owner exposes the shop (decision 008).
const host = process.env.WEB_HOST ?? '127.0.0.1';
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:3001');
// The build to serve: `build/` unless WEB_BUILD_DIR names another (as react-router.config.ts does).
const buildDir = pathToFileURL(
  `${resolve(fileURLToPath(new URL('.', import.meta.url)), process.env.WEB_BUILD_DIR ?? 'build')}/`,
);

const publicUrl = new URL(process.env.PUBLIC_URL ?? `http://localhost:${port}`);
// The pages read the public address from the environment (lib/public-origin.ts): one value for both.
process.env.PUBLIC_URL = publicUrl.href;

// Read before anything listens: a wrong value stops the server with its reason.
const thirdPartyScripts = parseThirdPartyScripts(process.env.THIRD_PARTY_SCRIPTS);

const build = (await import(new URL('server/index.js', buildDir).href)) as ServerBuild;

const app = createStorefront({
  apiUrl,
  trustProxy: process.env.TRUST_PROXY ?? 'loopback',
  publicUrl,
  clientDir: new URL('client', buildDir).pathname,
  // The same variable the pages read (lib/public-config.ts) to show Google's button.
  googleSignIn: Boolean(process.env.GOOGLE_CLIENT_ID),
  thirdPartyOrigins: thirdPartyScriptOrigins(thirdPartyScripts),
  renderPages: pagesHandler(build, process.env.NODE_ENV ?? 'production'),
});

/** Pages need the API; listening before it answers would serve pages without data. */
async function waitForApi(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(new URL('/api/health', apiUrl))).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.error(
    JSON.stringify({ level: 40, msg: 'API not answering; listening anyway', apiUrl: apiUrl.href }),
  );
}
await waitForApi(Number(process.env.API_WAIT_MS ?? 120_000));

const server = app.listen(port, host, () => {
  console.log(JSON.stringify({ level: 30, msg: 'web ready', host, port }));
});

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
