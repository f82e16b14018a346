import * as z from 'zod/mini';
import { LOYALTY_TRANSACTION_KINDS } from './enums.ts';
import { TIER_BASES, TIER_CODES } from './loyalty.ts';

/** Loyalty on the wire (spec 001 §3, §4, §7): balances, events, history, ranges and tiers. */

const MAX_POINTS = 100_000_000;

/** Field error codes of the loyalty queries. */
export const LoyaltyFieldError = {
  invalidPoints: 'invalid_points',
  invalidEventType: 'invalid_event_type',
  invalidPage: 'invalid_page',
} as const;

/** The events that credit a fixed amount, which `GetEventPoints` and `GetLoyaltyEventInfo` answer for. */
export const LOYALTY_EVENT_KINDS = [
  'Register',
  'EnterBirthday',
  'EnterGender',
  'Birthday',
  'Newsletter',
  'Review',
  'ReferAFriend',
  'AcceptReferAFriend',
  'ReadBlog',
  'ViewVideo',
  'NewAppointment',
] as const satisfies readonly (typeof LOYALTY_TRANSACTION_KINDS)[number][];
export type LoyaltyEventKind = (typeof LOYALTY_EVENT_KINDS)[number];

/** `customers/getcustomeravailableloyaltypoints`: the spec's ApprovedPoints and PendingPoints. */
export const availableLoyaltyPointsSchema = z.object({
  apts: z.number().check(z.describe('ApprovedPoints: what the customer can redeem')),
  ppts: z.number().check(z.describe('PendingPoints: points of orders not yet completed')),
  amt: z.number().check(z.describe('what the approved points pay, euros, at the redemption rate')),
});
export type AvailableLoyaltyPoints = z.infer<typeof availableLoyaltyPointsSchema>;

const pointsQuery = z.coerce
  .number(LoyaltyFieldError.invalidPoints)
  .check(
    z.int(LoyaltyFieldError.invalidPoints),
    z.gte(0, LoyaltyFieldError.invalidPoints),
    z.lte(MAX_POINTS, LoyaltyFieldError.invalidPoints),
  );

/** `customers/getnextmilestone?winPoints&redeemPoints`: the balance after an order (a cart's points won and redeemed). */
export const nextMilestoneQuerySchema = z.object({
  winPoints: z._default(pointsQuery, 0),
  redeemPoints: z._default(pointsQuery, 0),
});

export const pointRangeSchema = z.object({
  pts: z.number(),
  amt: z.number().check(z.describe('euros the points pay')),
});
export type PointRange = z.infer<typeof pointRangeSchema>;

export const nextMilestoneSchema = z.object({
  pts: z.number().check(z.describe('approved points once the order is completed')),
  next: z.nullable(pointRangeSchema).check(z.describe('the next redemption range; null above the highest')),
  missing: z.number().check(z.describe('points still missing to reach it (0 when none is left)')),
});
export type NextMilestone = z.infer<typeof nextMilestoneSchema>;

/** `PointRanges/GetPointRanges`: the redemption steps and the rules of redemption. */
export const pointRangesSchema = z.object({
  rate: z.number().check(z.describe('points that pay one euro')),
  maxPct: z.number().check(z.describe('most of the goods (percent) points may pay')),
  items: z.array(pointRangeSchema),
});
export type PointRanges = z.infer<typeof pointRangesSchema>;

const eventKindSchema = z.enum(LOYALTY_EVENT_KINDS, LoyaltyFieldError.invalidEventType);

/** `LoyaltyPointsOrder/GetEventPoints?eventTypeCodes=…&eventTypeCodes=…` (repeated). */
export const eventPointsQuerySchema = z.object({
  eventTypeCodes: z.pipe(
    z.union([
      eventKindSchema,
      z.array(eventKindSchema).check(z.minLength(1, LoyaltyFieldError.invalidEventType), z.maxLength(20)),
    ]),
    z.transform((codes) => (Array.isArray(codes) ? codes : [codes])),
  ),
});

export const eventPointSchema = z.object({
  eventTypeCode: z.enum(LOYALTY_EVENT_KINDS),
  points: z.number(),
});
export type EventPoint = z.infer<typeof eventPointSchema>;
export const eventPointListSchema = z.array(eventPointSchema);

/** `customers/GetLoyaltyEventInfo`: each event, its points, and what the customer already earned from it. */
export const loyaltyEventInfoSchema = z.object({
  items: z.array(
    z.extend(eventPointSchema, {
      once: z.boolean().check(z.describe('credited once per customer (Birthday: once a year)')),
      done: z
        .boolean()
        .check(z.describe('already credited (Birthday: this year); false for repeatable events')),
      earned: z.number().check(z.describe('points the customer earned from this event so far')),
    }),
  ),
});
export type LoyaltyEventInfo = z.infer<typeof loyaltyEventInfoSchema>;

/** `PointCustomer/GetByCustomer?page&size`: the customer's ledger, newest first. */
export const pointHistoryQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number(LoyaltyFieldError.invalidPage)
      .check(
        z.int(LoyaltyFieldError.invalidPage),
        z.gte(1, LoyaltyFieldError.invalidPage),
        z.lte(100_000, LoyaltyFieldError.invalidPage),
      ),
    1,
  ),
  size: z._default(
    z.coerce
      .number(LoyaltyFieldError.invalidPage)
      .check(
        z.int(LoyaltyFieldError.invalidPage),
        z.gte(1, LoyaltyFieldError.invalidPage),
        z.lte(100, LoyaltyFieldError.invalidPage),
      ),
    20,
  ),
});
export type PointHistoryQuery = z.infer<typeof pointHistoryQuerySchema>;

export const pointTransactionSchema = z.object({
  id: z.number(),
  kind: z.enum(LOYALTY_TRANSACTION_KINDS),
  apts: z.number().check(z.describe('change to the approved points')),
  ppts: z.number().check(z.describe('change to the pending points')),
  ocd: z.nullable(z.string()).check(z.describe("the order's code, for an order's points")),
  dt: z.string(),
});
export type PointTransaction = z.infer<typeof pointTransactionSchema>;

export const pointHistorySchema = z.object({
  items: z.array(pointTransactionSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type PointHistory = z.infer<typeof pointHistorySchema>;

// ---- Tiers ----

export const tierSchema = z.object({
  id: z.number(),
  code: z.enum(TIER_CODES),
  nm: z.string(),
  from: z.number().check(z.describe('threshold on the basis: points, or euros of purchases')),
});
export type Tier = z.infer<typeof tierSchema>;

/** `CustomerTiers/Profile`: the tiers and the customer's own (spec 001 §3: tiers, myTier {id, code}). */
export const tierProfileSchema = z.object({
  tiers: z.array(tierSchema),
  myTier: z.nullable(z.object({ id: z.number(), code: z.enum(TIER_CODES) })),
  basis: z.enum(TIER_BASES),
  months: z.number().check(z.describe('the window the basis is counted over')),
  value: z.number().check(z.describe("the customer's value on the basis in the window: points, or euros")),
  next: z
    .nullable(z.object({ id: z.number(), code: z.enum(TIER_CODES), missing: z.number() }))
    .check(z.describe('the next tier and what is missing to reach it; null at the top')),
});
export type TierProfile = z.infer<typeof tierProfileSchema>;

export const calculateTiersResultSchema = z.object({
  customers: z.number().check(z.describe('accounts recalculated')),
  changed: z.number().check(z.describe('accounts whose tier changed')),
});
export type CalculateTiersResult = z.infer<typeof calculateTiersResultSchema>;

/** `CustomerTiers/CheckBookAnAppointment`: whether the customer's tier allows booking a pharmacist consultation. */
export const bookAppointmentCheckSchema = z.object({
  allowed: z.boolean(),
  myTier: z.nullable(z.enum(TIER_CODES)),
  tiers: z.array(z.enum(TIER_CODES)).check(z.describe('the tiers that may book')),
});
export type BookAppointmentCheck = z.infer<typeof bookAppointmentCheckSchema>;
