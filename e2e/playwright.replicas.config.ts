import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The shopper's journeys through two API and two storefront processes behind nginx on one
 * PostgreSQL database (replicas/global-setup.ts), then one API process killed mid-run. Run by
 * `npm run test:replicas`, which skips it where nginx or TEST_DATABASE_URL is missing.
 */
export default defineConfig({
  ...base,
  outputDir: './test-results/replicas',
  globalSetup: './replicas/global-setup.ts',
  // One shop here (behind nginx), and the kill spec must find the journeys finished.
  workers: 1,
  projects: [
    {
      name: 'journeys',
      testDir: './tests',
      testMatch: /\/(checkout|orders|customers)\.spec\.ts$/,
      use: base.projects?.[0]?.use,
    },
    { name: 'replicas', testDir: './replicas', testMatch: /spread\.spec\.ts$/, use: base.projects?.[0]?.use },
    {
      name: 'api-process-killed',
      testDir: './replicas',
      testMatch: /kill\.spec\.ts$/,
      use: base.projects?.[0]?.use,
      // Last: from then on one API process serves the shop.
      dependencies: ['journeys', 'replicas'],
    },
  ],
});
