import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    environment: 'node',
    // The import rules read the whole repository; on a busy 2-core machine that passes 5 s.
    testTimeout: 30_000,
  },
});
