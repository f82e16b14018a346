import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { environmentVariables } from './config-variables.ts';
import { keptAppSecret } from './lib/app-secret.ts';
import { newOpaqueToken } from './lib/secrets.ts';

/** The address inside a mailbox such as `Pharmacy <shop@example.gr>`, or the text itself. */
export function mailboxAddress(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/**
 * Where relative data paths start: the repository's root, whatever the working directory. `npm
 * start` runs the API in `apps/api`, `npm run staff:create` in the workspace or the root; all
 * of them must open the same database.
 */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const configSchema = environmentVariables.transform((env) => {
  const pgliteDir = resolve(REPOSITORY_ROOT, env.PGLITE_DIR);
  const secretFile = join(dirname(pgliteDir), 'secret');
  const secret =
    env.APP_SECRET ??
    // Tests build many apps that never restart: each gets a random secret and writes no file.
    (env.NODE_ENV === 'test'
      ? newOpaqueToken()
      : keptAppSecret(secretFile, { create: env.NODE_ENV !== 'production' }));
  if (!secret) {
    throw new Error(
      `APP_SECRET (at least 32 characters) or the file ${secretFile} is required in production`,
    );
  }
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.API_PORT,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    /** The name mails are signed with in every language (`SHOP_NAME`); null: the demo shop's. */
    shopName: env.SHOP_NAME || null,
    /**
     * How shoppers reach the shop (contact page): where the contact and call-me-back forms are
     * mailed (`SHOP_CONTACT_EMAIL`, else the address of `MAIL_FROM`) and the call centre's phone.
     */
    contact: {
      email: env.SHOP_CONTACT_EMAIL ?? mailboxAddress(env.MAIL_FROM),
      phone: env.SHOP_PHONE,
    },
    /** The pharmacy's legal details as configured (`PHARMACY_*`); the pharmacy module fills a demo's. */
    pharmacy: {
      legalName: env.PHARMACY_LEGAL_NAME,
      licence: env.PHARMACY_LICENCE,
      licenceAuthority: env.PHARMACY_LICENCE_AUTHORITY,
      responsiblePharmacist: env.PHARMACY_RESPONSIBLE_PHARMACIST,
      address: env.PHARMACY_ADDRESS,
      vatNumber: env.PHARMACY_VAT_NUMBER,
      taxOffice: env.PHARMACY_TAX_OFFICE,
      gemiNumber: env.PHARMACY_GEMI_NUMBER,
      regulatorUrl: env.PHARMACY_REGULATOR_URL,
    },
    /**
     * Account mails (verification, password reset) one address may cause in an hour: a spray of
     * registrations from one client; a shop behind a shared address raises it.
     */
    accountMailsPerIpPerHour: env.ACCOUNT_MAILS_PER_IP_PER_HOUR,
    /** Lets a scraper off this machine read `/metrics` as `Authorization: Bearer …`; loopback needs none. */
    metricsToken: env.METRICS_TOKEN,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    /** Memory for listing and search answers already worked out (decision 055); 0 keeps none. */
    listingAnswerBytes: Math.round(env.LISTING_ANSWERS_MB * 1_048_576),
    pgliteDir,
    mediaDir: resolve(REPOSITORY_ROOT, env.MEDIA_DIR),
    /**
     * Where the attempt limits count (sign-in failures, mails, lookups): Redis under this key prefix
     * when `REDIS_URL` is set, else the database; either way shared by every API process.
     */
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    seedDemo: env.SEED_DEMO,
    /** Loyalty points earned per euro of a product's price (whole points, rounded down). */
    loyaltyPointsPerEuro: env.LOYALTY_POINTS_PER_EURO,
    /** Points staff approval of a review credits (kind Review, once per approved version); 0 credits none. */
    reviewPoints: env.REVIEW_POINTS,
    /** The back office's dashboard lists products with at most this many in stock. */
    lowStockThreshold: env.LOW_STOCK_THRESHOLD,
    /** Points a customer's first newsletter confirmation credits (kind Newsletter); 0 credits none. */
    newsletterPoints: env.NEWSLETTER_POINTS,
    /** How long a bought gift card is accepted after it is issued (decision 019). */
    giftCardValidityMonths: env.GIFT_CARD_VALIDITY_MONTHS,
    /** Years a deleted account's anonymised orders and invoices are kept for the tax records (decision 024). */
    orderRetentionYears: env.ORDER_RETENTION_YEARS,
    loyalty: {
      /** Points each one-off event credits (kind → points); 0 credits none. */
      eventPoints: {
        // Tests count balances from zero: a new account earns nothing unless a test asks for it.
        Register: env.LOYALTY_REGISTER_POINTS ?? (env.NODE_ENV === 'test' ? 0 : 100),
        EnterBirthday: env.LOYALTY_ENTER_BIRTHDAY_POINTS,
        EnterGender: env.LOYALTY_ENTER_GENDER_POINTS,
        Birthday: env.LOYALTY_BIRTHDAY_POINTS,
        Newsletter: env.NEWSLETTER_POINTS,
        Review: env.REVIEW_POINTS,
        ReferAFriend: env.LOYALTY_REFER_A_FRIEND_POINTS,
        AcceptReferAFriend: env.LOYALTY_ACCEPT_REFER_A_FRIEND_POINTS,
        ReadBlog: env.LOYALTY_READ_BLOG_POINTS,
        ViewVideo: env.LOYALTY_VIEW_VIDEO_POINTS,
        NewAppointment: env.LOYALTY_NEW_APPOINTMENT_POINTS,
      },
      /** Redemption steps shown to customers (points), each with what it pays. */
      pointRanges: [...new Set(env.LOYALTY_POINT_RANGES)].sort((a, b) => a - b),
      tiers: {
        basis: env.LOYALTY_TIER_BASIS,
        /** Where slv, prm and gld start: points, or euros of completed purchases, in the window. */
        thresholds: env.LOYALTY_TIER_THRESHOLDS,
        months: env.LOYALTY_TIER_MONTHS,
        /** Tiers whose customers may book a consultation with the pharmacist. */
        appointmentTiers: env.LOYALTY_APPOINTMENT_TIERS,
      },
      /**
       * Personal coupons loyalty issues (decision 018): on the birthday, and on first reaching a
       * tier (percent per tier slv, prm, gld); 0 issues none. Tests start with none unless they ask.
       */
      coupons: {
        birthday: {
          percent: env.LOYALTY_BIRTHDAY_COUPON_PERCENT ?? (env.NODE_ENV === 'test' ? 0 : 10),
          validDays: env.LOYALTY_BIRTHDAY_COUPON_DAYS,
        },
        tiers: {
          percents: env.LOYALTY_TIER_COUPON_PERCENTS ?? (env.NODE_ENV === 'test' ? [0, 0, 0] : [0, 5, 10]),
          validDays: env.LOYALTY_TIER_COUPON_DAYS,
        },
      },
      /** Months after which approved points lapse, oldest first (decision 018); 0 keeps them for ever. */
      expiryMonths: env.LOYALTY_POINTS_EXPIRY_MONTHS,
      /** How often birthdays are credited, points expired and tiers recalculated; 0 never (the default in tests, which run it themselves). */
      sweepSeconds: env.LOYALTY_SWEEP_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 3600),
    },
    repeatPurchases: {
      /** How often due repeat purchases are reminded; 0 never (the default in tests, which run it themselves). */
      sweepSeconds: env.REPEAT_PURCHASE_SWEEP_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 3600),
      /** Days before a repeat's due date its reminder goes out. */
      reminderDays: env.REPEAT_PURCHASE_REMINDER_DAYS,
    },
    abandonedCarts: {
      /** How often carts left are swept for reminders; 0 never (the default in tests, which sweep themselves). */
      sweepSeconds: env.ABANDONED_CART_SWEEP_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 300),
      /** Minutes a cart stays unchanged before its first reminder (decision 049). */
      delayMinutes: env.ABANDONED_CART_DELAY_MINUTES,
      /** Whether a second reminder goes out 24 hours after the cart was left. */
      secondReminder: env.ABANDONED_CART_SECOND_REMINDER === 'true',
    },
    referrals: {
      /** Days the invited friend's 30 % coupon stays valid (decision 017). */
      couponDays: env.REFERRAL_COUPON_DAYS,
      /** Invitations (sent or refused) a customer may ask for in an hour. */
      invitesPerHour: env.REFERRAL_INVITES_PER_HOUR,
    },
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
    /** Signs tokens and cookies: `APP_SECRET`, else the install's own secret file beside the database. */
    secret,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    /**
     * Delivery of each mail through `SMTP_URL` is a job: a failed send is tried again after
     * `retryDelaySeconds`, doubled (with jitter) each time, `retryLimit` times before it is kept as failed.
     */
    mailDelivery: {
      retryLimit: env.MAIL_RETRY_LIMIT,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    },
    /** Background jobs (pg-boss on the shop's database, decision 031). */
    jobs: {
      /** Seconds between a worker's looks for jobs a change enqueued (mail delivery). */
      pollSeconds: env.JOB_POLL_SECONDS,
      /** How long a stopping process waits for the jobs in hand, within its shutdown time. */
      stopTimeoutMs: Math.max(1000, env.SHUTDOWN_TIMEOUT_MS - 2000),
      /** How often expired sessions, mailed links and captcha challenges are deleted; 0 never (the default in tests). */
      cleanupSweepSeconds: env.CLEANUP_SWEEP_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 3600),
      /** How often back-in-stock requests are checked against stock, for a change no process announced; 0 never (the default in tests). */
      backInStockSweepSeconds: env.BACK_IN_STOCK_SWEEP_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 600),
    },
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
    /**
     * The sign-in captcha's proof of work (decision 014): PBKDF2/SHA-256 rounds per try, and the
     * highest counter a challenge hides (the solver tries from 0, so about 3/4 of it on average).
     * Tests solve small ones.
     */
    captcha: {
      cost: env.CAPTCHA_COST,
      maxCounter: env.CAPTCHA_MAX_COUNTER ?? (env.NODE_ENV === 'test' ? 20 : 10_000),
    },
    orders: {
      /** How long a card order waits for its payment before the expiry job cancels it. */
      unpaidOrderMinutes: env.UNPAID_ORDER_MINUTES,
      /** How often the expiry job runs; 0 never (the default in tests, which run it themselves). */
      expirySweepSeconds: env.ORDER_EXPIRY_SWEEP_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60),
      /** After this long a claimed idempotency key without an order (a crashed request) may be taken over. */
      claimTimeoutSeconds: env.ORDER_CLAIM_TIMEOUT_SECONDS,
    },
    /** Consultations with the pharmacist: in a store, or online at the meeting link when one is set. */
    appointments: {
      meetingUrl: env.APPOINTMENT_MEETING_URL,
      slotMinutes: env.APPOINTMENT_SLOT_MINUTES,
      /** How long before its start a slot can still be booked. */
      leadMinutes: env.APPOINTMENT_LEAD_MINUTES,
      /** How many days ahead slots are offered. */
      bookingDays: env.APPOINTMENT_BOOKING_DAYS,
      /** How often the day-before reminders are sent; 0 never (the default in tests, which run it themselves). */
      reminderSweepSeconds: env.APPOINTMENT_REMINDER_SWEEP_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 600),
    },
    /** BoxNow's partner API for the parcel lockers; without both the shop's own locker list is used. */
    boxNow:
      env.BOXNOW_API_URL && env.BOXNOW_TOKEN
        ? { baseUrl: env.BOXNOW_API_URL, token: env.BOXNOW_TOKEN }
        : undefined,
    /** Couriers' vouchers and tracking (decision 046): a carrier is built only with all its credentials. */
    carriers: {
      acs:
        env.ACS_API_KEY &&
        env.ACS_COMPANY_ID &&
        env.ACS_COMPANY_PASSWORD &&
        env.ACS_USER_ID &&
        env.ACS_USER_PASSWORD &&
        env.ACS_BILLING_CODE
          ? {
              url: env.ACS_API_URL,
              apiKey: env.ACS_API_KEY,
              companyId: env.ACS_COMPANY_ID,
              companyPassword: env.ACS_COMPANY_PASSWORD,
              userId: env.ACS_USER_ID,
              userPassword: env.ACS_USER_PASSWORD,
              billingCode: env.ACS_BILLING_CODE,
            }
          : undefined,
      boxNow:
        env.BOXNOW_API_URL &&
        env.BOXNOW_CLIENT_ID &&
        env.BOXNOW_CLIENT_SECRET &&
        env.BOXNOW_ORIGIN_LOCATION_ID
          ? {
              url: env.BOXNOW_API_URL,
              clientId: env.BOXNOW_CLIENT_ID,
              clientSecret: env.BOXNOW_CLIENT_SECRET,
              originLocationId: env.BOXNOW_ORIGIN_LOCATION_ID,
            }
          : undefined,
      /** The secret BoxNow signs its webhooks with; without it every webhook is refused. */
      boxNowWebhookSecret: env.BOXNOW_WEBHOOK_SECRET,
      senderPhone: env.CARRIER_SENDER_PHONE,
      senderEmail: env.CARRIER_SENDER_EMAIL,
      /** The shop's address courier return vouchers bring parcels back to (decision 048). */
      returnAddress: env.CARRIER_RETURN_ADDRESS,
      /** The local recorded-response carrier: off in production unless `CARRIER_SANDBOX=true`. */
      sandbox: env.CARRIER_SANDBOX ?? env.NODE_ENV !== 'production',
      /** How often open parcels' tracking is asked for; 0 never (the default in tests, which run it themselves). */
      pollSeconds: env.TRACKING_POLL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 900),
    },
    taxRegistry: {
      // AADE's special credentials; without both the Greek look-up says it is not configured.
      aade:
        env.AADE_USERNAME && env.AADE_PASSWORD
          ? {
              username: env.AADE_USERNAME,
              password: env.AADE_PASSWORD,
              ...(env.AADE_CALLER_AFM ? { callerAfm: env.AADE_CALLER_AFM } : {}),
              ...(env.AADE_ENDPOINT ? { endpoint: env.AADE_ENDPOINT } : {}),
            }
          : undefined,
      viesBaseUrl: env.VIES_API_URL,
    },
    /** Customers' returns and their refunds (decision 048). */
    returns: {
      /** The right of withdrawal, in days from delivery (at least the directive's 14). */
      withdrawalDays: env.RETURNS_WITHDRAWAL_DAYS,
      /** The stock location's code returned goods go back to unless staff choose another. */
      locationCode: env.RETURNS_LOCATION,
      /** Whether shipping comes back with the return that completes the order, or never. */
      shippingRefund: env.RETURNS_SHIPPING_REFUND,
    },
    /** Sales documents and their transmission to AADE's myDATA (decision 043). */
    documents: {
      /** When a cash-on-delivery order's receipt is issued: as the parcel leaves, or once it is paid. */
      codIssueOn: env.DOCUMENTS_COD_ISSUE_ON,
      /**
       * How often orders whose document is missing (a crash after their status change) and
       * documents still to send are looked for; 0 never (the default in tests, which run it themselves).
       */
      sweepSeconds: env.DOCUMENTS_SWEEP_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 300),
      /** myDATA's REST API credentials; without both, documents are issued but not transmitted. */
      myData:
        env.MYDATA_USER_ID && env.MYDATA_SUBSCRIPTION_KEY
          ? {
              userId: env.MYDATA_USER_ID,
              subscriptionKey: env.MYDATA_SUBSCRIPTION_KEY,
              environment: env.MYDATA_ENV,
            }
          : undefined,
      /** Retries of a transmission after a technical error or a timeout, from the delay, doubled each time. */
      retryLimit: env.MYDATA_RETRY_LIMIT,
      retryDelaySeconds: env.MYDATA_RETRY_DELAY_SECONDS,
    },
    payments: {
      /**
       * The shop's own test provider, with which anyone approves their own order: off in production
       * unless `PAYMENT_SANDBOX` turns it on there explicitly.
       */
      sandbox: env.PAYMENT_SANDBOX ?? env.NODE_ENV !== 'production',
      /** Declined card attempts an order may have; the last one cancels it. */
      maxAttempts: env.PAYMENT_MAX_ATTEMPTS,
      /** How late the sandbox's "delayed notification" arrives. */
      sandboxNotifyDelayMs: env.PAYMENT_SANDBOX_NOTIFY_DELAY_MS,
      /**
       * The sweep for refunds a crash left half-done (decision 048): how often it runs (0 never,
       * the default in tests, which run it themselves) and how long a refund must have been left
       * untouched before it counts as abandoned.
       */
      refundSweep: {
        everySeconds: env.PAYMENT_REFUND_SWEEP_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60),
        staleSeconds: env.PAYMENT_REFUND_STALE_SECONDS,
      },
      viva:
        env.VIVA_CLIENT_ID && env.VIVA_CLIENT_SECRET
          ? {
              environment: env.VIVA_ENV,
              clientId: env.VIVA_CLIENT_ID,
              clientSecret: env.VIVA_CLIENT_SECRET,
              ...(env.VIVA_SOURCE_CODE ? { sourceCode: env.VIVA_SOURCE_CODE } : {}),
              ...(env.VIVA_MERCHANT_ID ? { merchantId: env.VIVA_MERCHANT_ID } : {}),
              ...(env.VIVA_API_KEY ? { apiKey: env.VIVA_API_KEY } : {}),
            }
          : undefined,
      paypal:
        env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
          ? {
              environment: env.PAYPAL_ENV,
              clientId: env.PAYPAL_CLIENT_ID,
              clientSecret: env.PAYPAL_CLIENT_SECRET,
              ...(env.PAYPAL_WEBHOOK_ID ? { webhookId: env.PAYPAL_WEBHOOK_ID } : {}),
            }
          : undefined,
      alpha:
        env.ALPHA_MERCHANT_ID && env.ALPHA_SHARED_SECRET
          ? {
              environment: env.ALPHA_ENV,
              merchantId: env.ALPHA_MERCHANT_ID,
              sharedSecret: env.ALPHA_SHARED_SECRET,
            }
          : undefined,
      /** Piraeus Bank (Winbank Paycenter): built only with all five of its credentials. */
      winbank:
        env.WINBANK_ACQUIRER_ID &&
        env.WINBANK_MERCHANT_ID &&
        env.WINBANK_POS_ID &&
        env.WINBANK_USERNAME &&
        env.WINBANK_PASSWORD
          ? {
              acquirerId: env.WINBANK_ACQUIRER_ID,
              merchantId: env.WINBANK_MERCHANT_ID,
              posId: env.WINBANK_POS_ID,
              username: env.WINBANK_USERNAME,
              password: env.WINBANK_PASSWORD,
            }
          : undefined,
    },
  };
});

export type Config = z.output<typeof configSchema>;

/** What the start warns about in the configuration, one line each. */
export function configurationWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.payments.sandbox)
    warnings.push(
      config.isProduction
        ? 'PAYMENT_SANDBOX is on in production: anyone can approve their own order without paying. Unset it, or set PAYMENT_SANDBOX=false, in a live shop.'
        : 'The sandbox card provider is on (PAYMENT_SANDBOX): orders can be approved without paying. A live shop (NODE_ENV=production) has it off.',
    );
  if (config.carriers.sandbox && config.isProduction)
    warnings.push(
      'CARRIER_SANDBOX is on in production: vouchers of carriers without credentials are made by the local recorded-response carrier and no courier will collect them.',
    );
  return warnings;
}

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
