import { type BackInStockRequest, type Language, languageOr, shopNameOf } from '@shop/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backInStockSubscriptions } from '../../db/schema/subscriptions.ts';
import { escapeHtml } from '../../lib/html.ts';
import { localized } from '../../lib/localized.ts';
import type { CatalogService, ProductLabel } from '../catalog/index.ts';
import { type InventoryService, stockKey } from '../inventory/index.ts';
import type { MailService } from '../mail/index.ts';

interface DueRow {
  id: number;
  email: string;
  language: string;
  product: ProductLabel;
  size: ProductLabel['sizes'][number] | undefined;
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
    private readonly catalog: CatalogService,
    private readonly inventory: InventoryService,
    private readonly publicUrl: string,
    /** `SHOP_NAME`; null signs with the demo shop's name. */
    private readonly shopName: string | null,
  ) {}

  async subscribe(request: BackInStockRequest, language: Language): Promise<SubscribeOutcome> {
    const dimensionId = request.pdid ?? null;
    const product = (await this.catalog.productLabels([request.pid])).get(request.pid);
    // A product with sizes is asked about one size at a time.
    const exists =
      product !== undefined &&
      (dimensionId === null
        ? product.sizes.length === 0
        : product.sizes.some((size) => size.id === dimensionId));
    if (!exists) return 'not_found';
    const inStock = await this.inventory.inStock([{ productId: request.pid, dimensionId }]);
    if (inStock.size > 0) return 'in_stock';
    await this.db
      .insert(backInStockSubscriptions)
      .values({ productId: request.pid, dimensionId, email: request.email, language })
      .onConflictDoNothing();
    return 'subscribed';
  }

  /**
   * Mails every pending subscription whose product or size has stock now; returns how many went
   * out. Each row is claimed and its mail written in one transaction: two overlapping runs mail
   * it once, and a crash leaves it neither claimed without its mail nor mailed twice.
   */
  async notifyRestocked(productId?: number): Promise<number> {
    let sent = 0;
    for (const row of await this.due(productId)) {
      const claimed = await this.db.transaction(async (tx) => {
        const [claim] = await tx
          .update(backInStockSubscriptions)
          .set({ notifiedAt: new Date() })
          .where(and(eq(backInStockSubscriptions.id, row.id), isNull(backInStockSubscriptions.notifiedAt)))
          .returning({ id: backInStockSubscriptions.id });
        if (claim) await this.mail.sendIn(tx, this.render(row));
        return claim !== undefined;
      });
      if (claimed) sent++;
    }
    return sent;
  }

  /** Pending subscriptions of published products whose product or size has stock now. */
  private async due(productId: number | undefined): Promise<DueRow[]> {
    const pending = await this.db
      .select({
        id: backInStockSubscriptions.id,
        productId: backInStockSubscriptions.productId,
        dimensionId: backInStockSubscriptions.dimensionId,
        email: backInStockSubscriptions.email,
        language: backInStockSubscriptions.language,
      })
      .from(backInStockSubscriptions)
      .where(
        and(
          isNull(backInStockSubscriptions.notifiedAt),
          productId === undefined ? undefined : eq(backInStockSubscriptions.productId, productId),
        ),
      )
      .orderBy(asc(backInStockSubscriptions.id));
    if (pending.length === 0) return [];
    const [inStock, products] = await Promise.all([
      this.inventory.inStock(pending),
      this.catalog.productLabels([...new Set(pending.map((row) => row.productId))]),
    ]);
    return pending.flatMap((row) => {
      const product = products.get(row.productId);
      if (!product || !inStock.has(stockKey(row))) return [];
      const size = product.sizes.find((item) => item.id === row.dimensionId);
      return [{ id: row.id, email: row.email, language: row.language, product, size }];
    });
  }

  private render(row: DueRow) {
    const language = languageOr(row.language);
    const text = MAIL_TEXT[language];
    const size = localized(language, row.size?.labelEl, row.size?.labelEn);
    const name = `${localized(language, row.product.nameEl, row.product.nameEn)}${size ? ` (${size})` : ''}`;
    const url = `${this.publicUrl}/${language}/products/${row.product.eurl}`;
    return {
      to: row.email,
      subject: `${text.subject(name)} · ${shopNameOf(this.shopName, language)}`,
      text: `${text.body}\n\n${name}\n${url}\n`,
      html: `<p>${escapeHtml(text.body)}</p><p><strong>${escapeHtml(name)}</strong></p><p><a href="${escapeHtml(url)}">${escapeHtml(text.link)}</a></p>`,
    };
  }
}
