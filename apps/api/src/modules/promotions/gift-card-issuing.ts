import { randomBytes } from 'node:crypto';
import { type BoughtGiftCard, centsToEuros, type Language } from '@shop/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardMovements, giftCards } from '../../db/schema/promotions.ts';
import type { MailService } from '../mail/index.ts';
import { renderGiftCardMail } from './gift-card-mail.ts';

/** 32 characters without the look-alikes 0/O and 1/I: 5 random bits each, read off a code without doubt. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;

/** A new card code: 16 characters (80 random bits), in groups of four (`ABCD-EFGH-JKLM-NPQR`). */
export function newGiftCardCode(): string {
  // 32 divides 256, so taking 5 bits of each byte keeps every character equally likely.
  const characters = [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte & 31]);
  return characters.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** A paid order's gift-card lines and who to mail, as the orders domain gives them. */
export interface IssuingOrder {
  code: string;
  /** The buyer's account; null for a guest (whose cards are in the mail only). */
  customerId: number | null;
  email: string;
  /** The order's language: the mail is written in it. */
  language: Language;
  buyerName: string;
  /** The gift form; null when the buyer filled none. */
  gift: { senderName: string; recipientName: string; recipientEmail: string; message: string } | null;
  /** Only the lines selling gift cards; each unit becomes a card worth the line's unit price. */
  lines: readonly { id: number; quantity: number; unitPriceCents: number }[];
}

export interface IssuedGiftCard {
  id: number;
  code: string;
  initialCents: number;
}

function addMonths(instant: Date, months: number): Date {
  const result = new Date(instant);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/**
 * Gift cards bought in the shop (decision 019): issued when their order's money is in, mailed
 * in the order's transaction, withdrawn when the order is cancelled before they were used, and
 * listed to their buyer with their history.
 */
export class GiftCardService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly settings: {
      validityMonths: number;
      publicUrl: string;
      shopName: (language: Language) => string;
    },
  ) {}

  /**
   * Issues one card per unit of the order's gift-card lines and mails them, inside the order's
   * transaction. Each unit has its own source key (`order-line:<id>:<unit>`), inserted with
   * `on conflict do nothing`: a replayed or concurrent "paid" issues and mails nothing twice
   * (a second transaction waits on the first one's keys and then finds them taken).
   */
  async issue(tx: Db, order: IssuingOrder, now = new Date()): Promise<IssuedGiftCard[]> {
    const units = order.lines.flatMap((line) =>
      Array.from({ length: line.quantity }, (_, unit) => ({
        line,
        key: `order-line:${line.id}:${unit + 1}`,
      })),
    );
    if (units.length === 0) return [];
    const expiresAt = addMonths(now, this.settings.validityMonths);
    const gift = order.gift;
    const issued = await tx
      .insert(giftCards)
      .values(
        units.map(({ line, key }) => ({
          code: newGiftCardCode(),
          initialCents: line.unitPriceCents,
          balanceCents: line.unitPriceCents,
          expiresAt,
          createdAt: now,
          sourceKey: key,
          orderCode: order.code,
          buyerCustomerId: order.customerId,
          senderName: gift?.senderName ?? null,
          recipientName: gift?.recipientName ?? null,
          recipientEmail: gift?.recipientEmail || null,
          message: gift?.message ?? null,
        })),
      )
      .onConflictDoNothing({ target: giftCards.sourceKey })
      .returning({ id: giftCards.id, code: giftCards.code, initialCents: giftCards.initialCents });
    if (issued.length === 0) return [];
    issued.sort((a, b) => a.id - b.id);
    await tx.insert(giftCardMovements).values(
      issued.map((card) => ({
        giftCardId: card.id,
        kind: 'issued' as const,
        amountCents: card.initialCents,
        orderCode: order.code,
        at: now,
      })),
    );
    const toBuyer = !gift?.recipientEmail;
    await this.mail.sendIn(
      tx,
      renderGiftCardMail({
        language: order.language,
        to: toBuyer ? order.email : (gift?.recipientEmail ?? order.email),
        greetingName: toBuyer ? order.buyerName : (gift?.recipientName ?? ''),
        senderName: gift?.senderName.trim() || order.buyerName,
        message: gift?.message ?? '',
        toBuyer,
        cards: issued.map((card) => ({ code: card.code, cents: card.initialCents })),
        expiresAt,
        publicUrl: this.settings.publicUrl,
        shopName: this.settings.shopName(order.language),
      }),
    );
    return issued;
  }

  /**
   * Withdraws, inside the order's transaction, the cards a cancelled or refunded order issued
   * that nobody has used (balance still the value bought): they stop working and the buyer's
   * money can go back. A card already partly spent stays active with what is left: the gift was
   * given and used, and the refund leaves it out (decision 019). Withdrawing twice changes nothing.
   */
  async withdraw(tx: Db, orderCode: string): Promise<number> {
    const withdrawn = await tx
      .update(giftCards)
      .set({ isActive: false })
      .where(
        and(
          eq(giftCards.orderCode, orderCode),
          eq(giftCards.isActive, true),
          eq(giftCards.balanceCents, giftCards.initialCents),
          sql`${giftCards.sourceKey} is not null`,
        ),
      )
      .returning({ id: giftCards.id, balanceCents: giftCards.balanceCents });
    if (withdrawn.length === 0) return 0;
    await tx.insert(giftCardMovements).values(
      withdrawn.map((card) => ({
        giftCardId: card.id,
        kind: 'withdrawn' as const,
        amountCents: card.balanceCents,
        orderCode,
      })),
    );
    return withdrawn.length;
  }

  /** The cards this customer bought, newest first, each with its history oldest first. */
  async boughtBy(customerId: number): Promise<BoughtGiftCard[]> {
    const cards = await this.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.buyerCustomerId, customerId))
      .orderBy(desc(giftCards.id));
    if (cards.length === 0) return [];
    const movements = await this.db
      .select()
      .from(giftCardMovements)
      .where(
        inArray(
          giftCardMovements.giftCardId,
          cards.map((card) => card.id),
        ),
      )
      .orderBy(asc(giftCardMovements.id));
    return cards.map((card) => ({
      id: card.id,
      cd: card.code,
      amt: centsToEuros(card.initialCents),
      bal: centsToEuros(card.balanceCents),
      exp: card.expiresAt?.toISOString() ?? null,
      act: card.isActive,
      ocd: card.orderCode ?? '',
      rnm: card.recipientName ?? '',
      reml: card.recipientEmail ?? '',
      snm: card.senderName ?? '',
      msg: card.message ?? '',
      dt: card.createdAt.toISOString(),
      hist: movements
        .filter((movement) => movement.giftCardId === card.id)
        .map((movement) => ({
          kind: movement.kind,
          amt: centsToEuros(movement.amountCents),
          // Another shopper's order is theirs: the buyer reads only its own order's code.
          ocd: movement.orderCode === card.orderCode ? movement.orderCode : null,
          dt: movement.at.toISOString(),
        })),
    }));
  }
}
