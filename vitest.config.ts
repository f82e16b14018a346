import { defineConfig } from 'vitest/config';

// Each workspace keeps its own config; a new one (e.g. apps/web) joins the run by existing.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'scripts/vitest.config.ts'],
  },
});
