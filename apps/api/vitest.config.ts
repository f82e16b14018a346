import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates one template database per run; every test file starts from a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite runs its WebAssembly on the test worker's thread: a loaded 2-core machine needs slack.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
