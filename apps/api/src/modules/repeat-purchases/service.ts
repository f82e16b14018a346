import { randomUUID } from 'node:crypto';
import {
  addDaysToDay,
  addMonthsToDay,
  DEFAULT_PATH_SETTINGS,
  type InsertRepeatPurchaseRequest,
  type Language,
  localizePath,
  MAX_REPEAT_PURCHASES_PER_CUSTOMER,
  nextDueAfter,
  ProductType,
  REPEAT_PURCHASE_MAX_QUANTITY,
  type RepeatPurchase,
  type RepeatPurchaseCartLines,
  shopDateOf,
  shopNameOf,
  type UpdateRepeatPurchaseRequest,
} from '@shop/contract';
import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { repeatPurchaseReminders, repeatPurchases } from '../../db/schema/repeat-purchases.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { MailService } from '../mail/index.ts';
import type { OrdersService } from '../orders/index.ts';
import { type ReminderLine, renderReminderMail } from './mail-template.ts';
import { ReminderLinkTokens } from './reminder-link-token.ts';
import { priceOf, type RepeatRow, toRepeatPurchaseDto } from './repeat-dto.ts';

export interface RepeatPurchaseSettings {
  /** Days before a due date its reminder goes out. */
  reminderDays: number;
  publicUrl: string;
  shopName: string | null;
  /** `APP_SECRET`: signs the reminders' links. */
  secret: string;
}

/** The advisory lock class of a customer's repeat inserts (with the customer's id as key). */
const REPEAT_INSERT_LOCK = 72_017;

const notFound = () => new HttpError(404, 'repeat_purchase_not_found');

/**
 * A signed-in customer's repeat purchases (spec 001 §3) and their reminders. Every query of a
 * customer's repeats is scoped by the authenticated id, so another customer's repeat answers 404.
 * Days are the shop's calendar days; a caller may pass its own clock.
 */
export class RepeatPurchaseService {
  private readonly tokens: ReminderLinkTokens;

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly customers: CustomerService,
    private readonly orders: OrdersService,
    private readonly mail: MailService,
    private readonly settings: RepeatPurchaseSettings,
  ) {
    this.tokens = new ReminderLinkTokens(settings.secret);
  }

  async list(customerId: number, language: Language): Promise<RepeatPurchase[]> {
    const rows = await this.db
      .select()
      .from(repeatPurchases)
      .where(eq(repeatPurchases.customerId, customerId))
      .orderBy(asc(repeatPurchases.nextDueOn), asc(repeatPurchases.id));
    return this.toDtos(rows, language);
  }

  /**
   * Starts a repeat of the product and size, first due one interval from today; asking again for a
   * product and size the customer repeats already changes that repeat (and resumes it).
   */
  async insert(
    customerId: number,
    input: InsertRepeatPurchaseRequest,
    language: Language,
    now = new Date(),
  ): Promise<RepeatPurchase> {
    const product = (await this.catalog.pricingProducts([input.pid], language)).get(input.pid);
    if (!product || product.productType === ProductType.GiftCard)
      throw new HttpError(404, 'product_not_found');
    if (priceOf(product, input.dimension) === undefined) {
      throw new HttpError(400, 'repeat_purchase_size_required', {
        dimension: [input.dimension === 0 ? 'required_field' : 'invalid_id'],
      });
    }
    const [id] = await this.upsert(customerId, [{ ...input, productId: input.pid }], now);
    return this.get(customerId, id as number, language);
  }

  /** Repeats every line of one of the customer's orders still sold (gift cards aside), all at one interval. */
  async insertFromOrder(
    customerId: number,
    uid: string,
    intervalMonths: number,
    language: Language,
    now = new Date(),
  ): Promise<RepeatPurchase[]> {
    const orderId = await this.orders.reads.idOf(uid, { customerId });
    if (orderId === undefined) throw new HttpError(404, 'order_not_found');
    const lines = (await this.orders.reads.lines(orderId)).filter((line) => !line.AutoInserted);
    const sold = await this.catalog.pricingProducts([...new Set(lines.map((line) => line.pid))], language);
    const wanted = new Map<string, { productId: number; dimension: number; qty: number; intv: number }>();
    for (const line of lines) {
      const product = sold.get(line.pid);
      if (
        !product ||
        product.productType === ProductType.GiftCard ||
        priceOf(product, line.pdid) === undefined
      )
        continue;
      const key = `${line.pid}:${line.pdid}`;
      const qty = Math.min((wanted.get(key)?.qty ?? 0) + line.qty, REPEAT_PURCHASE_MAX_QUANTITY);
      wanted.set(key, { productId: line.pid, dimension: line.pdid, qty, intv: intervalMonths });
    }
    if (wanted.size === 0) throw new HttpError(422, 'repeat_purchase_nothing_to_repeat');
    await this.upsert(customerId, [...wanted.values()], now);
    return this.list(customerId, language);
  }

  /** Changes the quantity, the interval (the due day keeps its start) or pauses and resumes. */
  async update(
    customerId: number,
    input: UpdateRepeatPurchaseRequest,
    language: Language,
    now = new Date(),
  ): Promise<RepeatPurchase> {
    const row = await this.ownedRow(customerId, input.id);
    const today = shopDateOf(now);
    const interval = input.intv ?? row.intervalMonths;
    let nextDueOn = row.nextDueOn;
    if (interval !== row.intervalMonths) {
      // The period runs from the same start: a shorter interval brings the day nearer.
      nextDueOn = addMonthsToDay(addMonthsToDay(row.nextDueOn, -row.intervalMonths), interval);
    }
    const paused = input.paused ?? row.paused;
    // A day that passed (while paused, or by a shorter interval) moves on to the next one to come.
    if (nextDueOn <= today) nextDueOn = nextDueAfter(nextDueOn, interval, today);
    await this.db
      .update(repeatPurchases)
      .set({
        quantity: input.qty ?? row.quantity,
        intervalMonths: interval,
        paused,
        nextDueOn,
        updatedAt: now,
      })
      .where(and(eq(repeatPurchases.customerId, customerId), eq(repeatPurchases.id, input.id)));
    return this.get(customerId, input.id, language);
  }

  /** Skips the next delivery once: the due day moves on by one interval. */
  async skipNext(
    customerId: number,
    id: number,
    language: Language,
    now = new Date(),
  ): Promise<RepeatPurchase> {
    const row = await this.ownedRow(customerId, id);
    await this.db
      .update(repeatPurchases)
      .set({ nextDueOn: addMonthsToDay(row.nextDueOn, row.intervalMonths), updatedAt: now })
      .where(and(eq(repeatPurchases.customerId, customerId), eq(repeatPurchases.id, id)));
    return this.get(customerId, id, language);
  }

  async remove(customerId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(repeatPurchases)
      .where(and(eq(repeatPurchases.customerId, customerId), eq(repeatPurchases.id, id)))
      .returning({ id: repeatPurchases.id });
    if (deleted.length === 0) throw notFound();
  }

  /**
   * Mails every customer with repeats due within the reminder days one reminder listing them at
   * today's prices, and moves each due day on by its interval. Each customer is one transaction
   * that locks their due repeats (skipping any another sweep holds), and a reminder is unique per
   * repeat and due day, so sweeps running at once never mail twice. Answers the mails sent.
   */
  async remindDue(now = new Date()): Promise<number> {
    const today = shopDateOf(now);
    const horizon = addDaysToDay(today, this.settings.reminderDays);
    const due = await this.db
      .selectDistinct({ customerId: repeatPurchases.customerId })
      .from(repeatPurchases)
      .where(and(eq(repeatPurchases.paused, false), lte(repeatPurchases.nextDueOn, horizon)))
      .orderBy(repeatPurchases.customerId);
    let mails = 0;
    for (const { customerId } of due) {
      if (await this.remindCustomer(customerId, horizon, now)) mails += 1;
    }
    return mails;
  }

  /** The lines a reminder's link puts in the cart: its repeats whose products are still sold. */
  async cartLinesOf(token: string, now = new Date()): Promise<RepeatPurchaseCartLines> {
    const mailKey = this.tokens.mailKeyOf(token, now);
    if (mailKey === undefined) throw new HttpError(404, 'repeat_link_invalid');
    const rows = await this.db
      .select({
        productId: repeatPurchases.productId,
        dimensionId: repeatPurchases.dimensionId,
        quantity: repeatPurchases.quantity,
      })
      .from(repeatPurchaseReminders)
      .innerJoin(repeatPurchases, eq(repeatPurchases.id, repeatPurchaseReminders.repeatPurchaseId))
      .where(eq(repeatPurchaseReminders.mailKey, mailKey))
      .orderBy(asc(repeatPurchaseReminders.id));
    const sold = await this.catalog.pricingProducts(
      rows.map((row) => row.productId),
      'el',
    );
    return {
      items: rows
        .filter((row) => priceOf(sold.get(row.productId), row.dimensionId) !== undefined)
        .map((row) => ({ pid: row.productId, dimension: row.dimensionId, qty: row.quantity })),
    };
  }

  private async remindCustomer(customerId: number, horizon: string, now: Date): Promise<boolean> {
    const contact = (await this.customers.mailContactsOf([customerId])).get(customerId);
    if (!contact) return false;
    const { language } = contact;
    // Today's prices are read before the transaction: the catalogue answers on its own connection.
    const productIds = await this.db
      .selectDistinct({ productId: repeatPurchases.productId })
      .from(repeatPurchases)
      .where(eq(repeatPurchases.customerId, customerId));
    const priced = new Set(productIds.map((row) => row.productId));
    const sold = await this.catalog.pricingProducts([...priced], language);
    return this.db.transaction(async (tx) => {
      const locked = await tx
        .select()
        .from(repeatPurchases)
        .where(
          and(
            eq(repeatPurchases.customerId, customerId),
            eq(repeatPurchases.paused, false),
            lte(repeatPurchases.nextDueOn, horizon),
          ),
        )
        .orderBy(asc(repeatPurchases.nextDueOn), asc(repeatPurchases.id))
        .for('update', { skipLocked: true });
      // A repeat added since the prices were read waits for the next sweep.
      const due = locked.filter((row) => priced.has(row.productId));
      if (due.length === 0) return false;
      const mailKey = randomUUID();
      const reminded = await tx
        .insert(repeatPurchaseReminders)
        .values(due.map((row) => ({ repeatPurchaseId: row.id, dueOn: row.nextDueOn, mailKey, sentAt: now })))
        .onConflictDoNothing()
        .returning({ repeatPurchaseId: repeatPurchaseReminders.repeatPurchaseId });
      for (const row of due) {
        await tx
          .update(repeatPurchases)
          .set({ nextDueOn: nextDueAfter(row.nextDueOn, row.intervalMonths, horizon) })
          .where(eq(repeatPurchases.id, row.id));
      }
      const remindedIds = new Set(reminded.map((row) => row.repeatPurchaseId));
      const lines: ReminderLine[] = due
        .filter((row) => remindedIds.has(row.id))
        .map((row) => {
          const product = sold.get(row.productId);
          const shown = toRepeatPurchaseDto(row, product, language);
          return {
            name: shown.nm,
            size: shown.sz,
            quantity: row.quantity,
            unitPriceCents: priceOf(product, row.dimensionId) ?? null,
            dueOn: row.nextDueOn,
          };
        });
      if (lines.length === 0) return false;
      const cartUrl = lines.some((line) => line.unitPriceCents !== null)
        ? this.urlOf(language, `/repeat/${this.tokens.sign(mailKey, now)}`)
        : null;
      await this.mail.sendIn(
        tx,
        renderReminderMail({
          shopName: shopNameOf(this.settings.shopName, language),
          language,
          to: contact.email,
          name: contact.firstName,
          lines,
          cartUrl,
          manageUrl: this.urlOf(language, '/profile/repeat-purchases'),
        }),
      );
      return true;
    });
  }

  private urlOf(language: Language, path: string): string {
    return `${this.settings.publicUrl}${localizePath(language, path, DEFAULT_PATH_SETTINGS)}`;
  }

  private async upsert(
    customerId: number,
    repeats: { productId: number; dimension: number; qty: number; intv: number }[],
    now: Date,
  ): Promise<number[]> {
    const labels = await this.catalog.productLabels(repeats.map((repeat) => repeat.productId));
    const today = shopDateOf(now);
    return this.db.transaction(async (tx) => {
      // One customer's inserts run one after the other, so two tabs cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(${REPEAT_INSERT_LOCK}, ${customerId})`);
      const [held] = await tx
        .select({ total: count() })
        .from(repeatPurchases)
        .where(
          and(
            eq(repeatPurchases.customerId, customerId),
            sql`(${repeatPurchases.productId}, ${repeatPurchases.dimensionId}) not in (${sql.join(
              repeats.map((repeat) => sql`(${repeat.productId}, ${repeat.dimension})`),
              sql`, `,
            )})`,
          ),
        );
      if ((held?.total ?? 0) + repeats.length > MAX_REPEAT_PURCHASES_PER_CUSTOMER) {
        throw new HttpError(422, 'too_many_repeat_purchases');
      }
      const ids: number[] = [];
      for (const repeat of repeats) {
        const label = labels.get(repeat.productId);
        const size = label?.sizes.find((candidate) => candidate.id === repeat.dimension);
        const values = {
          quantity: repeat.qty,
          intervalMonths: repeat.intv,
          nextDueOn: addMonthsToDay(today, repeat.intv),
          paused: false,
          nameEl: label?.nameEl ?? '',
          nameEn: label?.nameEn ?? '',
          sizeEl: size?.labelEl ?? null,
          sizeEn: size?.labelEn ?? null,
          updatedAt: now,
        };
        const [row] = await tx
          .insert(repeatPurchases)
          .values({ customerId, productId: repeat.productId, dimensionId: repeat.dimension, ...values })
          .onConflictDoUpdate({
            target: [repeatPurchases.customerId, repeatPurchases.productId, repeatPurchases.dimensionId],
            set: values,
          })
          .returning({ id: repeatPurchases.id });
        if (!row) throw new Error('repeat_purchases upsert returned nothing');
        ids.push(row.id);
      }
      return ids;
    });
  }

  private async get(customerId: number, id: number, language: Language): Promise<RepeatPurchase> {
    const [dto] = await this.toDtos([await this.ownedRow(customerId, id)], language);
    return dto as RepeatPurchase;
  }

  private async ownedRow(customerId: number, id: number): Promise<RepeatRow> {
    const [row] = await this.db
      .select()
      .from(repeatPurchases)
      .where(and(eq(repeatPurchases.customerId, customerId), eq(repeatPurchases.id, id)));
    if (!row) throw notFound();
    return row;
  }

  private async toDtos(rows: RepeatRow[], language: Language): Promise<RepeatPurchase[]> {
    const sold = await this.catalog.pricingProducts([...new Set(rows.map((row) => row.productId))], language);
    return rows.map((row) => toRepeatPurchaseDto(row, sold.get(row.productId), language));
  }
}
