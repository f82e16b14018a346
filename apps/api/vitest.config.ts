import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates one template database per run; every test file starts from a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // Re-importing Fastify, Drizzle, Zod and PGlite for every file cost about 2 s a file
    // (42 s of a 330 s run against 4 s without isolation). Files share nothing else: each
    // has its own app and database copy, and the setup file restores timers, mocks and stubs.
    isolate: false,
    setupFiles: ['src/test/per-file-setup.ts'],
    // PGlite runs its WebAssembly on the test worker's thread: a loaded 2-core machine needs slack.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
