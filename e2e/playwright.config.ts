import { defineConfig, devices } from '@playwright/test';
import { CONSENT_COOKIE, formatConsentValue } from '../apps/web/app/features/consent/consent-cookie.ts';
import { E2E_SHOPS } from './global-setup.ts';

// A worker (this file is loaded again in each) talks to the shop of its parallel index only,
// including the specs that read the addresses when they are loaded.
const shop = process.env.TEST_PARALLEL_INDEX;
if (shop !== undefined && process.env[`E2E_BASE_URL_${shop}`]) {
  process.env.E2E_BASE_URL = process.env[`E2E_BASE_URL_${shop}`];
  process.env.E2E_API_URL = process.env[`E2E_API_URL_${shop}`];
}

/**
 * Every spec but the consent one starts as a visitor who has rejected the optional cookies: the
 * banner stays out of the pages under test, and no third-party script loads.
 */
const rejectedOptionalCookies = {
  cookies: [
    {
      name: CONSENT_COOKIE,
      value: formatConsentValue({ analytics: false, marketing: false, date: new Date() }),
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

/** The browser is Debian's Chromium (never a downloaded one); the shop is started by global-setup.ts. */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: E2E_SHOPS,
  retries: process.env.CI ? 1 : 0,
  // CI has run the suite three times slower than a quiet 2-core machine (44 min against 15.5): a
  // step waits up to 10 s, a journey up to a minute, before either counts as failed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    storageState: rejectedOptionalCookies,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
