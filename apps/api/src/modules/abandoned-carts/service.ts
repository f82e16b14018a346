import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PATH_SETTINGS,
  type Language,
  localizePath,
  SHOP_TIME_ZONE,
  shopNameOf,
} from '@shop/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  type AbandonedCartLine,
  abandonedCartReminders,
  abandonedCarts,
} from '../../db/schema/abandoned-carts.ts';
import { HttpError } from '../../lib/http-error.ts';
import { customerCart, idleCustomerCarts } from '../cart/index.ts';
import type { CatalogPricingProduct, CatalogService } from '../catalog/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { MailService } from '../mail/index.ts';
import type { NewsletterService } from '../newsletter/index.ts';
import { orderedSince } from '../orders/index.ts';
import { CartLinkTokens } from './link-token.ts';
import { type CartReminderLine, renderCartReminderMail } from './mail-template.ts';

export interface AbandonedCartSettings {
  /** Minutes a cart stays unchanged before the first reminder. */
  delayMinutes: number;
  /** Whether a second reminder goes out 24 hours after the cart was left. */
  secondReminder: boolean;
  publicUrl: string;
  shopName: string | null;
  secret: string;
}

/** Carts left longer than this are not reminded any more; their rows are closed. */
const FORGET_AFTER_DAYS = 7;
const SECOND_REMINDER_HOURS = 24;
/** How long a sweep holds the carts it claimed: longer than deciding and writing one takes. */
const CLAIM_MINUTES = 5;
const SWEEP_BATCH = 100;

type CartRow = typeof abandonedCarts.$inferSelect;

export interface AbandonedCartStats {
  remindersSent: number;
  cartsRecovered: number;
  revenueRecoveredCents: number;
}

const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);

function priceOf(product: CatalogPricingProduct | undefined, dimensionId: number) {
  if (!product) return undefined;
  if (dimensionId === 0) return product.dimensions.length === 0 ? product.unitPriceCents : undefined;
  return product.dimensions.find((dimension) => dimension.id === dimensionId)?.unitPriceCents;
}

/**
 * Reminders of carts left with products (decision 049): a signed-in customer's, or a guest's who
 * gave an email at checkout; only to an address with marketing consent (a confirmed newsletter
 * subscription), never once they ordered, at most one mail per cart and reminder across processes.
 */
export class AbandonedCartService {
  private readonly tokens: CartLinkTokens;

  constructor(
    private readonly db: Db,
    private readonly sources: {
      catalog: CatalogService;
      customers: CustomerService;
      mail: MailService;
      newsletter: NewsletterService;
    },
    private readonly settings: AbandonedCartSettings,
  ) {
    this.tokens = new CartLinkTokens(settings.secret);
  }

  /** A guest's cart as the checkout page saw it once the email was typed; no lines: the cart was emptied. */
  async recordGuestCart(
    email: string,
    language: Language,
    lines: AbandonedCartLine[],
    now = new Date(),
  ): Promise<void> {
    const address = email.trim().toLowerCase();
    const open = and(
      eq(abandonedCarts.email, address),
      isNull(abandonedCarts.customerId),
      isNull(abandonedCarts.closedAt),
    );
    if (lines.length === 0) {
      await this.db.update(abandonedCarts).set({ closedAt: now }).where(open);
      return;
    }
    await this.db
      .insert(abandonedCarts)
      .values({ email: address, language, lines, activeAt: now, startedAt: now })
      .onConflictDoUpdate({
        target: abandonedCarts.email,
        targetWhere: sql`${abandonedCarts.closedAt} is null and ${abandonedCarts.customerId} is null`,
        set: { lines, language, activeAt: now },
      });
  }

  /**
   * One sweep at `now`: takes in the signed-in carts left long enough, claims the carts due a
   * reminder (a row another sweep holds is skipped), and mails each the reminder it is due.
   * Answers the mails written.
   */
  async sweep(now = new Date()): Promise<number> {
    const firstDue = minutesBefore(now, this.settings.delayMinutes);
    const forgotten = minutesBefore(now, FORGET_AFTER_DAYS * 1440);
    await this.takeInCustomerCarts(forgotten, firstDue);
    await this.db
      .update(abandonedCarts)
      .set({ closedAt: now })
      .where(
        and(isNull(abandonedCarts.closedAt), sql`${abandonedCarts.activeAt} < ${forgotten.toISOString()}`),
      );
    const claim = randomUUID();
    const secondDue = minutesBefore(now, SECOND_REMINDER_HOURS * 60);
    const claimed = await queryRows<{ id: number }>(
      this.db,
      sql`update abandoned_carts set claim = ${claim}, claimed_until = ${new Date(now.getTime() + CLAIM_MINUTES * 60_000).toISOString()}
        where id in (
          select id from abandoned_carts
          where closed_at is null
            and (claimed_until is null or claimed_until < ${now.toISOString()})
            and ((reminders = 0 and active_at < ${firstDue.toISOString()})
              or (${this.settings.secondReminder} and reminders = 1 and active_at < ${secondDue.toISOString()}
                and last_reminded_at < ${firstDue.toISOString()}))
          order by id limit ${SWEEP_BATCH}
          for update skip locked)
        returning id`,
    );
    let mails = 0;
    for (const { id } of claimed) {
      const [row] = await this.db.select().from(abandonedCarts).where(eq(abandonedCarts.id, id));
      if (row && (await this.remind(row, claim, now))) mails += 1;
      else await this.release(id, claim);
    }
    return mails;
  }

  /** Closes the placer's open carts; one that was reminded counts as recovered, with the order's total. */
  async orderPlaced(
    order: { id: number; customerId: number | null; email: string; totalCents: number },
    now = new Date(),
  ): Promise<void> {
    await this.db.execute(
      sql`update abandoned_carts set closed_at = ${now.toISOString()},
          recovered_order_id = case when reminders > 0 then ${order.id}::integer end,
          recovered_cents = case when reminders > 0 then ${order.totalCents}::integer end
        where closed_at is null
          and (customer_id = ${order.customerId ?? -1} or (customer_id is null and email = ${order.email.toLowerCase()}))`,
    );
  }

  /** The lines a reminder's link restores, those still sold; 404 for a forged or expired link. */
  async cartLinesOf(token: string, now = new Date()): Promise<{ items: AbandonedCartLine[] }> {
    const linkKey = this.tokens.linkKeyOf(token, now);
    if (linkKey === undefined) throw new HttpError(404, 'cart_link_invalid');
    const [row] = await this.db
      .select({ lines: abandonedCarts.lines, language: abandonedCarts.language })
      .from(abandonedCarts)
      .where(eq(abandonedCarts.linkKey, linkKey));
    if (!row) throw new HttpError(404, 'cart_link_invalid');
    const sold = await this.sources.catalog.pricingProducts(
      row.lines.map((line) => line.pid),
      'el',
    );
    return { items: row.lines.filter((line) => priceOf(sold.get(line.pid), line.dimension) !== undefined) };
  }

  /** Reminders sent, carts recovered and their orders' totals over Athens days `from` to `to`, both included. */
  async stats(from: string, to: string): Promise<AbandonedCartStats> {
    const start = sql`(${from}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
    const end = sql`((${to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;
    const [sent] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from abandoned_cart_reminders where sent_at >= ${start} and sent_at < ${end}`,
    );
    const [recovered] = await queryRows<{ n: number; cents: number }>(
      this.db,
      sql`select count(*)::int as n, coalesce(sum(recovered_cents), 0)::int as cents from abandoned_carts
        where recovered_order_id is not null and closed_at >= ${start} and closed_at < ${end}`,
    );
    return {
      remindersSent: sent?.n ?? 0,
      cartsRecovered: recovered?.n ?? 0,
      revenueRecoveredCents: recovered?.cents ?? 0,
    };
  }

  private async takeInCustomerCarts(from: Date, to: Date): Promise<void> {
    const carts = await idleCustomerCarts(this.db, from, to);
    if (carts.length === 0) return;
    const contacts = await this.sources.customers.mailContactsOf(carts.map((cart) => cart.customerId));
    for (const cart of carts) {
      const contact = contacts.get(cart.customerId);
      if (!contact) continue;
      await this.db
        .insert(abandonedCarts)
        .values({
          customerId: cart.customerId,
          email: contact.email.toLowerCase(),
          language: contact.language,
          lines: cart.lines,
          activeAt: cart.activeAt,
          startedAt: cart.activeAt,
        })
        .onConflictDoUpdate({
          target: abandonedCarts.customerId,
          targetWhere: sql`${abandonedCarts.closedAt} is null and ${abandonedCarts.customerId} is not null`,
          set: { lines: cart.lines, activeAt: cart.activeAt },
        });
    }
  }

  /** Mails the reminder a claimed cart is due, when it still may be sent; false when not. */
  private async remind(row: CartRow, claim: string, now: Date): Promise<boolean> {
    let lines = row.lines;
    if (row.customerId !== null) {
      const cart = await customerCart(this.db, row.customerId);
      if (!cart) {
        await this.close(row.id, now);
        return false;
      }
      // Changed since it was taken in: the reminder counts from the change.
      if (cart.activeAt.getTime() > row.activeAt.getTime()) {
        await this.db
          .update(abandonedCarts)
          .set({ lines: cart.lines, activeAt: cart.activeAt })
          .where(eq(abandonedCarts.id, row.id));
        return false;
      }
      lines = cart.lines;
    }
    const order = await orderedSince(
      this.db,
      { customerId: row.customerId, email: row.email },
      row.startedAt,
    );
    if (order) {
      // The order's listener may not have run yet: the sweep closes the cart as it would.
      await this.db
        .update(abandonedCarts)
        .set({
          closedAt: now,
          ...(row.reminders > 0 ? { recoveredOrderId: order.id, recoveredCents: order.totalCents } : {}),
        })
        .where(and(eq(abandonedCarts.id, row.id), isNull(abandonedCarts.closedAt)));
      return false;
    }
    const consent = await this.sources.newsletter.marketingLink(row.email);
    if (!consent) return false;
    const language = row.customerId === null ? (row.language as Language) : consent.language;
    const sold = await this.sources.catalog.pricingProducts(
      lines.map((line) => line.pid),
      language,
    );
    const shown: CartReminderLine[] = lines.flatMap((line) => {
      const product = sold.get(line.pid);
      const unitPriceCents = priceOf(product, line.dimension);
      if (!product || unitPriceCents === undefined) return [];
      const size = product.dimensions.find((dimension) => dimension.id === line.dimension)?.name ?? null;
      return [{ name: product.name, size: size || null, quantity: line.qty, unitPriceCents }];
    });
    if (shown.length === 0) return false;
    const number = row.reminders + 1;
    return this.db.transaction(async (tx) => {
      // Moves on only from the number this sweep read, and only under its own claim.
      const moved = await tx
        .update(abandonedCarts)
        .set({ reminders: number, lastRemindedAt: now, lines, claim: null, claimedUntil: null })
        .where(
          and(
            eq(abandonedCarts.id, row.id),
            eq(abandonedCarts.claim, claim),
            eq(abandonedCarts.reminders, row.reminders),
            isNull(abandonedCarts.closedAt),
          ),
        )
        .returning({ id: abandonedCarts.id });
      if (moved.length === 0) return false;
      await tx.insert(abandonedCartReminders).values({ cartId: row.id, number, sentAt: now });
      await this.sources.mail.sendIn(
        tx,
        renderCartReminderMail({
          shopName: shopNameOf(this.settings.shopName, language),
          language,
          to: row.email,
          number,
          lines: shown,
          cartUrl: this.urlOf(language, `/cart/restore/${this.tokens.sign(row.linkKey, now)}`),
          unsubscribeUrl: consent.unsubscribeUrl,
          headers: consent.headers,
        }),
      );
      return true;
    });
  }

  private async release(id: number, claim: string): Promise<void> {
    await this.db
      .update(abandonedCarts)
      .set({ claim: null, claimedUntil: null })
      .where(and(eq(abandonedCarts.id, id), eq(abandonedCarts.claim, claim)));
  }

  private async close(id: number, now: Date): Promise<void> {
    await this.db.update(abandonedCarts).set({ closedAt: now }).where(eq(abandonedCarts.id, id));
  }

  private urlOf(language: Language, path: string): string {
    return `${this.settings.publicUrl}${localizePath(language, path, DEFAULT_PATH_SETTINGS)}`;
  }
}
