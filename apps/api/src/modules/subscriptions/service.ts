import { Availability, type BackInStockRequest, type Language } from '@shop/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { backInStockSubscriptions } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailService } from '../mail/service.ts';

const IN_STOCK = [
  Availability.OnLineWarehouse,
  Availability.Available,
  Availability.Limited,
  Availability.LastItem,
];

interface DueRow {
  id: number;
  email: string;
  language: Language;
  name_el: string;
  name_en: string;
  eurl: string;
  size_el: string | null;
  size_en: string | null;
}

export type SubscribeOutcome = 'subscribed' | 'not_found' | 'in_stock';

const MAIL_TEXT = {
  el: {
    subject: (name: string) => `Ξανά διαθέσιμο: ${name}`,
    body: 'Το προϊόν που ζητήσατε είναι ξανά διαθέσιμο.',
    link: 'Δείτε το προϊόν',
  },
  en: {
    subject: (name: string) => `Back in stock: ${name}`,
    body: 'The product you asked about is back in stock.',
    link: 'See the product',
  },
} as const;

/**
 * Back-in-stock requests: stored per address and product or size, and mailed through the
 * outbox exactly once when that product or size has stock again.
 */
export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly publicUrl: string,
  ) {}

  async subscribe(request: BackInStockRequest, language: Language): Promise<SubscribeOutcome> {
    const dimensionId = request.pdid ?? null;
    const [target] = await queryRows<{ in_stock: boolean }>(
      this.db,
      dimensionId === null
        ? sql`select (p.stock > 0 and p.availability = any(${`{${IN_STOCK.join(',')}}`}::int[])) as in_stock
            from products p where p.id = ${request.pid} and p.is_published
              and not exists (select 1 from product_dimensions d where d.product_id = p.id)`
        : sql`select (d.stock > 0) as in_stock from product_dimensions d join products p on p.id = d.product_id
            where d.id = ${dimensionId} and d.product_id = ${request.pid} and p.is_published`,
    );
    if (!target) return 'not_found';
    if (target.in_stock) return 'in_stock';
    await this.db
      .insert(backInStockSubscriptions)
      .values({ productId: request.pid, dimensionId, email: request.email, language })
      .onConflictDoNothing();
    return 'subscribed';
  }

  /** Mails every pending subscription whose product or size has stock now; returns how many went out. */
  async notifyRestocked(productId?: number): Promise<number> {
    const due = await queryRows<DueRow>(
      this.db,
      sql`select s.id, s.email, s.language, p.name_el, p.name_en, p.eurl, coalesce(d.size_text_el, d.color_text_el) as size_el,
          coalesce(d.size_text_en, d.color_text_en) as size_en
        from back_in_stock_subscriptions s
        join products p on p.id = s.product_id and p.is_published
        left join product_dimensions d on d.id = s.dimension_id
        where s.notified_at is null ${productId === undefined ? sql`` : sql`and s.product_id = ${productId}`}
          and case when s.dimension_id is null
            then p.stock > 0 and p.availability = any(${`{${IN_STOCK.join(',')}}`}::int[])
            else d.stock > 0 end
        order by s.id`,
    );
    let sent = 0;
    for (const row of due) {
      // Claiming the row first makes the mail go out once even when two sweeps overlap.
      const [claimed] = await this.db
        .update(backInStockSubscriptions)
        .set({ notifiedAt: new Date() })
        .where(and(eq(backInStockSubscriptions.id, row.id), isNull(backInStockSubscriptions.notifiedAt)))
        .returning({ id: backInStockSubscriptions.id });
      if (!claimed) continue;
      try {
        await this.mail.send(this.render(row));
        sent++;
      } catch (error) {
        await this.db
          .update(backInStockSubscriptions)
          .set({ notifiedAt: null })
          .where(eq(backInStockSubscriptions.id, row.id));
        throw error;
      }
    }
    return sent;
  }

  private render(row: DueRow) {
    const language: Language = row.language === 'en' ? 'en' : 'el';
    const text = MAIL_TEXT[language];
    const size = language === 'el' ? row.size_el : row.size_en;
    const name = `${language === 'el' ? row.name_el : row.name_en}${size ? ` (${size})` : ''}`;
    const url = `${this.publicUrl}/${language}/products/${row.eurl}`;
    return {
      to: row.email,
      subject: text.subject(name),
      text: `${text.body}\n\n${name}\n${url}\n`,
      html: `<p>${escapeHtml(text.body)}</p><p><strong>${escapeHtml(name)}</strong></p><p><a href="${escapeHtml(url)}">${escapeHtml(text.link)}</a></p>`,
    };
  }
}
