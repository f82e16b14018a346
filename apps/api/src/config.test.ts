import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { configurationWarnings, loadConfig as loadConfigFromEnv, REPOSITORY_ROOT } from './config.ts';

// Every configuration here keeps its generated secret in a directory of this file, never in ./data.
const dataDir = mkdtempSync(join(tmpdir(), 'shop-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const loadConfig = (env: Record<string, string>) =>
  loadConfigFromEnv({ PGLITE_DIR: join(dataDir, 'pglite'), ...env });

const SECRET = 'a-production-secret-of-at-least-32-characters';

describe('loadConfig', () => {
  it('runs a development shop on the embedded database with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      host: '127.0.0.1',
      port: 3001,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      seedDemo: true,
      smtpUrl: undefined,
      logLevel: 'info',
    });
    expect(isAbsolute(config.pgliteDir)).toBe(true);
    expect(isAbsolute(config.mediaDir)).toBe(true);
  });

  it("keeps the data under the repository's root whatever the working directory", () => {
    const cwd = vi.spyOn(process, 'cwd').mockReturnValue(join(REPOSITORY_ROOT, 'apps/api'));
    try {
      const config = loadConfigFromEnv({ NODE_ENV: 'test' });
      expect(config.pgliteDir).toBe(join(REPOSITORY_ROOT, 'data/pglite'));
      expect(config.mediaDir).toBe(join(REPOSITORY_ROOT, 'data/media'));
      expect(loadConfigFromEnv({ NODE_ENV: 'test', PGLITE_DIR: 'elsewhere/db' }).pgliteDir).toBe(
        join(REPOSITORY_ROOT, 'elsewhere/db'),
      );
    } finally {
      cwd.mockRestore();
    }
  });

  it('parses numbers, flags and URLs from strings', () => {
    const config = loadConfig({
      API_PORT: '4100',
      SEED_DEMO: '0',
      PUBLIC_URL: 'https://shop.example.gr/',
      DATABASE_URL: 'postgresql://shop@db/shop',
      DATABASE_POOL_SIZE: '32',
    });
    expect(config).toMatchObject({
      port: 4100,
      seedDemo: false,
      publicUrl: 'https://shop.example.gr',
      databaseUrl: 'postgresql://shop@db/shop',
      databasePoolSize: 32,
    });
  });

  it('rejects bad values, naming every variable at fault', () => {
    const attempt = () =>
      loadConfig({
        API_PORT: 'eighty',
        DATABASE_URL: 'mysql://shop@db/shop',
        SEED_DEMO: 'yes',
        LOG_LEVEL: 'loud',
        SMTP_URL: 'http://mail',
      });
    expect(attempt).toThrow(/^Invalid configuration:/);
    expect(attempt).toThrow(/API_PORT: /);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(attempt).toThrow(/SEED_DEMO: /);
    expect(attempt).toThrow(/LOG_LEVEL: /);
    expect(attempt).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('rejects a port out of range and a secret too short to be one', () => {
    expect(() => loadConfig({ API_PORT: '70000' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
  });

  it('requires APP_SECRET or a kept secret file in production, and never writes one there', () => {
    const pgliteDir = join(dataDir, 'production', 'pglite');
    expect(() => loadConfig({ NODE_ENV: 'production', PGLITE_DIR: pgliteDir })).toThrow(
      /APP_SECRET.*required in production/,
    );
    expect(existsSync(join(dataDir, 'production', 'secret'))).toBe(false);
    const kept = 'k'.repeat(48);
    mkdirSync(join(dataDir, 'production'), { recursive: true });
    writeFileSync(join(dataDir, 'production', 'secret'), `${kept}\n`, { mode: 0o600 });
    expect(loadConfig({ NODE_ENV: 'production', PGLITE_DIR: pgliteDir }).secret).toBe(kept);
  });

  it('generates a random secret on first start, keeps it beside the database (0600) and reuses it', () => {
    const pgliteDir = join(dataDir, 'first-start', 'pglite');
    const first = loadConfig({ PGLITE_DIR: pgliteDir });
    const file = join(dataDir, 'first-start', 'secret');
    expect(first.secret).toMatch(/^[\w-]{43,}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ PGLITE_DIR: pgliteDir }).secret).toBe(first.secret);
    const another = loadConfig({ PGLITE_DIR: join(dataDir, 'another-install', 'pglite') });
    expect(another.secret).not.toBe(first.secret);
    expect(loadConfig({ PGLITE_DIR: pgliteDir, APP_SECRET: SECRET }).secret).toBe(SECRET);
  });

  it('uses the given secret in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET });
    expect(config).toMatchObject({ env: 'production', isProduction: true, secret: SECRET });
  });

  it('keeps the sandbox card provider off in production unless it is set, and warns whenever it is on', () => {
    const production = loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET });
    expect(production.payments.sandbox).toBe(false);
    expect(configurationWarnings(production)).toEqual([]);

    const switchedOn = loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET, PAYMENT_SANDBOX: 'true' });
    expect(switchedOn.payments.sandbox).toBe(true);
    expect(configurationWarnings(switchedOn)).toEqual([
      expect.stringMatching(/^PAYMENT_SANDBOX is on in production: anyone can approve their own order/),
    ]);

    const development = loadConfig({});
    expect(development.payments.sandbox).toBe(true);
    expect(configurationWarnings(development)).toEqual([expect.stringContaining('PAYMENT_SANDBOX')]);
    expect(loadConfig({ PAYMENT_SANDBOX: 'false' }).payments.sandbox).toBe(false);
    expect(configurationWarnings(loadConfig({ PAYMENT_SANDBOX: '0' }))).toEqual([]);
  });
});
