import * as z from 'zod/mini';

/** Gift cards a customer bought, as `giftcards/getforcustomer` answers them (issue 11). */

export const GIFT_CARD_MOVEMENT_KINDS = ['issued', 'redeemed', 'restored', 'withdrawn'] as const;
export type GiftCardMovementKind = (typeof GIFT_CARD_MOVEMENT_KINDS)[number];

export const giftCardMovementSchema = z.object({
  /** issued, redeemed (an order took from it), restored (that order was cancelled), withdrawn (its own order was cancelled). */
  kind: z.enum(GIFT_CARD_MOVEMENT_KINDS),
  /** Euros the balance changed by (negative when taken); for a withdrawal, the balance it froze. */
  amt: z.number(),
  /** The buyer's own order (issue, withdrawal); null for another shopper's order that used the card. */
  ocd: z.nullable(z.string()),
  dt: z.string(),
});
export type GiftCardMovement = z.infer<typeof giftCardMovementSchema>;

export const boughtGiftCardSchema = z.object({
  id: z.number(),
  /** The code in full: the buyer may pass it on. */
  cd: z.string(),
  /** The value it was bought for, euros. */
  amt: z.number(),
  /** What is left, euros. */
  bal: z.number(),
  /** When it stops being accepted; null for never. */
  exp: z.nullable(z.string()),
  /** False once withdrawn (its order was cancelled). */
  act: z.boolean(),
  /** The order that bought it. */
  ocd: z.string(),
  /** Recipient's name and e-mail as the buyer gave them (empty when mailed to the buyer). */
  rnm: z.string(),
  reml: z.string(),
  /** Sender's name and message, as mailed. */
  snm: z.string(),
  msg: z.string(),
  dt: z.string(),
  /** Oldest first. */
  hist: z.array(giftCardMovementSchema),
});
export type BoughtGiftCard = z.infer<typeof boughtGiftCardSchema>;

export const boughtGiftCardListSchema = z.object({ items: z.array(boughtGiftCardSchema) });
export type BoughtGiftCardList = z.infer<typeof boughtGiftCardListSchema>;
