import { z } from 'zod';

const points = z.coerce.number().int().min(0).max(100_000);
/** A comma-separated list of whole numbers, e.g. `500,1000,2000`. */
const numberList = z
  .string()
  .transform((text) => text.split(',').map((part) => Number(part.trim())))
  .pipe(z.array(z.number().int().min(0).max(100_000_000)).min(1));

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** The shop's environment variables as they are read, with their defaults; `config.ts` shapes them. */
export const environmentVariables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  LISTING_ANSWERS_MB: z.coerce.number().min(0).max(4096).default(16),
  PGLITE_DIR: z.string().default('./data/pglite'),
  MEDIA_DIR: z.string().default('./data/media'),
  SEED_DEMO: flag.default(true),
  LOYALTY_POINTS_PER_EURO: z.coerce.number().min(0).max(100).default(1),
  REVIEW_POINTS: z.coerce.number().int().min(0).max(100_000).default(50),
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(100_000).default(5),
  LOYALTY_REDEEM_POINTS_PER_EURO: z.coerce.number().int().min(1).max(100_000).default(100),
  LOYALTY_REDEEM_MAX_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  NEWSLETTER_POINTS: z.coerce.number().int().min(0).max(100_000).default(50),
  GIFT_CARD_VALIDITY_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  ORDER_RETENTION_YEARS: z.coerce.number().int().min(1).max(30).default(10),
  LOYALTY_REGISTER_POINTS: points.optional(),
  LOYALTY_ENTER_BIRTHDAY_POINTS: points.default(50),
  LOYALTY_ENTER_GENDER_POINTS: points.default(50),
  LOYALTY_BIRTHDAY_POINTS: points.default(100),
  LOYALTY_REFER_A_FRIEND_POINTS: points.default(200),
  LOYALTY_ACCEPT_REFER_A_FRIEND_POINTS: points.default(100),
  LOYALTY_READ_BLOG_POINTS: points.default(5),
  LOYALTY_VIEW_VIDEO_POINTS: points.default(5),
  LOYALTY_NEW_APPOINTMENT_POINTS: points.default(20),
  LOYALTY_POINT_RANGES: numberList.default([500, 1000, 2000, 5000]),
  LOYALTY_TIER_BASIS: z.enum(['LoyaltyPoints', 'TotalPurchases']).default('LoyaltyPoints'),
  LOYALTY_TIER_THRESHOLDS: numberList
    .refine((list) => list.length === 3 && list.every((n, i) => i === 0 || n > (list[i - 1] ?? 0)), {
      message: 'must be three rising numbers (slv, prm, gld)',
    })
    .default([0, 500, 1500]),
  LOYALTY_TIER_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  LOYALTY_APPOINTMENT_TIERS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['slv', 'prm', 'gld'])))
    .default(['prm', 'gld']),
  LOYALTY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  REPEAT_PURCHASE_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  REPEAT_PURCHASE_REMINDER_DAYS: z.coerce.number().int().min(0).max(28).default(3),
  ABANDONED_CART_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  ABANDONED_CART_DELAY_MINUTES: z.coerce.number().int().min(1).max(1_380).default(120),
  ABANDONED_CART_SECOND_REMINDER: z.enum(['true', 'false']).default('true'),
  LOYALTY_POINTS_EXPIRY_MONTHS: z.coerce.number().int().min(0).max(120).default(24),
  LOYALTY_BIRTHDAY_COUPON_PERCENT: z.coerce.number().int().min(0).max(100).optional(),
  LOYALTY_BIRTHDAY_COUPON_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  LOYALTY_TIER_COUPON_PERCENTS: numberList
    .refine((list) => list.length === 3 && list.every((n) => n <= 100), {
      message: 'must be three percentages (slv, prm, gld)',
    })
    .optional(),
  LOYALTY_TIER_COUPON_DAYS: z.coerce.number().int().min(1).max(3650).default(60),
  REFERRAL_COUPON_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  REFERRAL_INVITES_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  ACCOUNT_MAILS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  FREE_SHIPPING_THRESHOLD: z.coerce.number().min(0).max(100_000).default(39),
  PRICING_RULES_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  APP_SECRET: z.string().min(32).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Pharmacy <shop@localhost>'),
  SHOP_NAME: z.string().trim().max(100).optional(),
  SHOP_CONTACT_EMAIL: z.email().optional(),
  SHOP_PHONE: z.string().trim().min(5).max(30).default('+30 22310 12345'),
  PHARMACY_LEGAL_NAME: z.string().trim().max(200).optional(),
  PHARMACY_LICENCE: z.string().trim().max(200).optional(),
  PHARMACY_LICENCE_AUTHORITY: z.string().trim().max(200).optional(),
  PHARMACY_RESPONSIBLE_PHARMACIST: z.string().trim().max(200).optional(),
  PHARMACY_ADDRESS: z.string().trim().max(300).optional(),
  PHARMACY_VAT_NUMBER: z.string().trim().max(20).optional(),
  PHARMACY_TAX_OFFICE: z.string().trim().max(100).optional(),
  PHARMACY_GEMI_NUMBER: z.string().trim().max(30).optional(),
  PHARMACY_REGULATOR_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  TRUST_PROXY: z.string().default('loopback'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default('shop:'),
  METRICS_TOKEN: z.string().min(32).optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  REFRESH_TOKEN_MINUTES: z.coerce.number().int().min(5).max(525_600).default(43_200),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).optional(),
  AADE_USERNAME: z.string().min(1).optional(),
  AADE_PASSWORD: z.string().min(1).optional(),
  AADE_CALLER_AFM: z
    .string()
    .regex(/^\d{9}$/, 'must be 9 digits')
    .optional(),
  AADE_ENDPOINT: z.url().optional(),
  VIES_API_URL: z.url().optional(),
  UNPAID_ORDER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  ORDER_CLAIM_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  APPOINTMENT_MEETING_URL: z.url().optional(),
  APPOINTMENT_SLOT_MINUTES: z.coerce.number().int().min(10).max(240).default(30),
  APPOINTMENT_LEAD_MINUTES: z.coerce.number().int().min(0).max(10_080).default(120),
  APPOINTMENT_BOOKING_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  APPOINTMENT_REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  CLEANUP_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  BACK_IN_STOCK_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(7),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  BOXNOW_API_URL: z.url().optional(),
  BOXNOW_TOKEN: z.string().min(1).optional(),
  /** Couriers' vouchers (decision 046): ACS's REST endpoint and its credentials. */
  ACS_API_URL: z.url().default('https://webservices.acscourier.net/ACSRestServices/api/ACSAutoRest'),
  ACS_API_KEY: z.string().min(1).optional(),
  ACS_COMPANY_ID: z.string().min(1).optional(),
  ACS_COMPANY_PASSWORD: z.string().min(1).optional(),
  ACS_USER_ID: z.string().min(1).optional(),
  ACS_USER_PASSWORD: z.string().min(1).optional(),
  ACS_BILLING_CODE: z.string().min(1).optional(),
  BOXNOW_CLIENT_ID: z.string().min(1).optional(),
  BOXNOW_CLIENT_SECRET: z.string().min(1).optional(),
  BOXNOW_ORIGIN_LOCATION_ID: z.string().min(1).optional(),
  BOXNOW_WEBHOOK_SECRET: z.string().min(16).optional(),
  CARRIER_SENDER_PHONE: z
    .string()
    .regex(/^\+?[\d\s]{10,16}$/, 'must be a phone number')
    .optional(),
  CARRIER_SENDER_EMAIL: z.email().optional(),
  /** Where courier return vouchers bring parcels back: `street and number, postcode city`. */
  CARRIER_RETURN_ADDRESS: z
    .string()
    .trim()
    .regex(/^.+,\s*\d{3}\s?\d{2}\s+\S.*$/, 'must read "street and number, postcode city"')
    .optional(),
  /**
   * The shop's own recorded-response carrier (ACS and BoxNow on the loopback interface) for a
   * carrier without credentials. Unset: on in development and tests, off when `NODE_ENV=production`.
   */
  CARRIER_SANDBOX: flag.optional(),
  TRACKING_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /**
   * The shop's own test card provider (a hosted page that approves, declines or abandons, so anyone
   * can approve their own order without paying). Unset: on in development and tests, off when
   * `NODE_ENV=production`; `true` turns it on anyway, and the start then warns.
   */
  PAYMENT_SANDBOX: flag.optional(),
  PAYMENT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  PAYMENT_SANDBOX_NOTIFY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  PAYMENT_REFUND_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /** Longer than any provider call may take (Alpha Bank's answer is awaited 30 s). */
  PAYMENT_REFUND_STALE_SECONDS: z.coerce.number().int().min(60).max(86_400).default(300),
  VIVA_CLIENT_ID: z.string().min(1).optional(),
  VIVA_CLIENT_SECRET: z.string().min(1).optional(),
  VIVA_SOURCE_CODE: z.string().min(1).optional(),
  VIVA_ENV: z.enum(['demo', 'live']).default('demo'),
  VIVA_MERCHANT_ID: z.string().min(1).optional(),
  VIVA_API_KEY: z.string().min(1).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  ALPHA_MERCHANT_ID: z.string().min(1).optional(),
  ALPHA_SHARED_SECRET: z.string().min(1).optional(),
  ALPHA_ENV: z.enum(['test', 'live']).default('test'),
  RETURNS_WITHDRAWAL_DAYS: z.coerce.number().int().min(14).max(365).default(14),
  RETURNS_LOCATION: z.string().trim().min(1).max(50).default('lamia'),
  RETURNS_SHIPPING_REFUND: z.enum(['whole_order', 'never']).default('whole_order'),
  DOCUMENTS_COD_ISSUE_ON: z.enum(['shipment', 'payment']).default('shipment'),
  DOCUMENTS_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  MYDATA_USER_ID: z.string().trim().min(1).max(100).optional(),
  MYDATA_SUBSCRIPTION_KEY: z.string().trim().min(1).max(200).optional(),
  MYDATA_ENV: z.enum(['test', 'production']).default('test'),
  MYDATA_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
  MYDATA_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  WINBANK_ACQUIRER_ID: z.string().min(1).optional(),
  WINBANK_MERCHANT_ID: z.string().min(1).optional(),
  WINBANK_POS_ID: z.string().min(1).optional(),
  WINBANK_USERNAME: z.string().min(1).optional(),
  WINBANK_PASSWORD: z.string().min(1).optional(),
});
