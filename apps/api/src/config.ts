import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    PGLITE_DIR: z.string().default('./data/pglite'),
    MEDIA_DIR: z.string().default('./data/media'),
    SEED_DEMO: flag.default(true),
    LOYALTY_POINTS_PER_EURO: z.coerce.number().min(0).max(100).default(1),
    CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    LOYALTY_REDEEM_POINTS_PER_EURO: z.coerce.number().int().min(1).max(100_000).default(100),
    LOYALTY_REDEEM_MAX_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
    FREE_SHIPPING_THRESHOLD: z.coerce.number().min(0).max(100_000).default(39),
    PRICING_RULES_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    APP_SECRET: z.string().min(32).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Pharmacy <shop@localhost>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    TRUST_PROXY: z.string().default('loopback'),
    ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    REFRESH_TOKEN_MINUTES: z.coerce.number().int().min(5).max(525_600).default(43_200),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  })
  .transform((env) => {
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      throw new Error('APP_SECRET (at least 32 characters) is required in production');
    }
    return {
      env: env.NODE_ENV,
      isProduction: env.NODE_ENV === 'production',
      host: env.HOST,
      port: env.API_PORT,
      publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
      databaseUrl: env.DATABASE_URL,
      databasePoolSize: env.DATABASE_POOL_SIZE,
      pgliteDir: resolve(env.PGLITE_DIR),
      mediaDir: resolve(env.MEDIA_DIR),
      seedDemo: env.SEED_DEMO,
      /** Loyalty points earned per euro of a product's price (whole points, rounded down). */
      loyaltyPointsPerEuro: env.LOYALTY_POINTS_PER_EURO,
      /**
       * How long product pages and listings are served from memory; changes made through the
       * catalogue service clear them at once, others show within this time. Off in tests.
       */
      catalogCacheMs: env.CATALOG_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 5000),
      pricing: {
        /** Points that make one euro when redeemed (100: a point is worth a cent). */
        loyaltyRedeemPointsPerEuro: env.LOYALTY_REDEEM_POINTS_PER_EURO,
        /** Most of the goods (percent) points may pay. */
        loyaltyRedeemMaxPercent: env.LOYALTY_REDEEM_MAX_PERCENT,
        /** Goods from this amount (euros, after promotions) ship free; 0 turns it off. */
        freeShippingThresholdCents: Math.round(env.FREE_SHIPPING_THRESHOLD * 100),
        /** How long carts share one read of the policies, bundles, shipping and payment types; 0 reads every time. */
        rulesCacheSeconds: env.PRICING_RULES_CACHE_SECONDS,
      },
      // Only development and tests fall back to a fixed secret; production refuses to start without one.
      secret: env.APP_SECRET ?? 'development-only-secret-do-not-use-in-production',
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      logLevel: env.LOG_LEVEL,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      // Client addresses (rate limits, logs) come from X-Forwarded-For only when the hop is trusted.
      trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
      auth: {
        accessTokenMinutes: env.ACCESS_TOKEN_MINUTES,
        // Absolute lifetime of a sign-in; rotating the refresh token never extends it.
        refreshTokenMinutes: env.REFRESH_TOKEN_MINUTES,
        googleClientId: env.GOOGLE_CLIENT_ID,
        googleJwksUrl: env.GOOGLE_JWKS_URL,
      },
    };
  });

export type Config = z.output<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
