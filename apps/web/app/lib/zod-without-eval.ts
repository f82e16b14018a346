/**
 * Zod builds fast object parsers with `new Function`, and probes whether it may when a schema is
 * made. Under the pages' CSP (no `'unsafe-eval'`) the probe is refused, and although Zod catches
 * that, the browser reports a violation. Told `jitless` through its global configuration (shared
 * as `globalThis.__zod_globalConfig`), Zod neither probes nor compiles. It must be told before any
 * schema is made: root.tsx calls this first thing in the browser, and the schemas are in modules
 * that pages load after root (e2e/tests/security-headers.spec.ts fails on a violation).
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
