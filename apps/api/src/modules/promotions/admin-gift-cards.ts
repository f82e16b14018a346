import {
  type AdminGiftCardQuery,
  type AdminGiftCardSort,
  centsToEuros,
  type GiftCardMovementKind,
} from '@shop/contract';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { giftCardMovements, giftCards } from '../../db/schema/promotions.ts';
import { sortedBy } from '../../lib/sort-order.ts';

interface GiftCardRow {
  id: number;
  code: string;
  initial_cents: number;
  balance_cents: number;
  is_active: boolean;
  expires_at: Date | string | null;
  created_at: Date | string;
  order_code: string | null;
  recipient_email: string | null;
  recipient_name: string | null;
  total: number;
}

const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const GIFT_CARD_SORTS: Record<AdminGiftCardSort, SQL> = {
  created: sql`id`,
  code: sql`code`,
  balance: sql`balance_cents`,
  expires: sql`expires_at`,
};

/**
 * Gift cards by code, order or recipient, active or not, newest first unless sorted, with their
 * balances (one query).
 */
export async function adminGiftCardPage(db: Db, query: AdminGiftCardQuery) {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const rows = await queryRows<GiftCardRow>(
    db,
    sql`select id, code, initial_cents, balance_cents, is_active, expires_at, created_at, order_code, recipient_email,
        recipient_name, count(*) over ()::int as total
      from gift_cards
      where ${like === null ? sql`true` : sql`(code ilike ${like} or order_code ilike ${like} or recipient_email ilike ${like})`}
        and ${query.active === undefined ? sql`true` : sql`is_active = ${query.active === 'true'}`}
      order by ${sortedBy(GIFT_CARD_SORTS[query.sort], sql`id`, query.dir)}
      limit ${query.psize} offset ${(query.page - 1) * query.psize}`,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      code: row.code,
      initial: centsToEuros(row.initial_cents),
      balance: centsToEuros(row.balance_cents),
      isActive: row.is_active,
      expiresAt: instant(row.expires_at),
      createdAt: new Date(row.created_at).toISOString(),
      orderCode: row.order_code,
      recipientEmail: row.recipient_email,
      recipientName: row.recipient_name,
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    psize: query.psize,
  };
}

/** One gift card with every movement of its balance, oldest first. */
export async function adminGiftCard(db: Db, id: number) {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!card) return undefined;
  const movements = await db
    .select()
    .from(giftCardMovements)
    .where(eq(giftCardMovements.giftCardId, id))
    .orderBy(asc(giftCardMovements.id));
  return {
    id: card.id,
    code: card.code,
    initial: centsToEuros(card.initialCents),
    balance: centsToEuros(card.balanceCents),
    isActive: card.isActive,
    expiresAt: card.expiresAt?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
    orderCode: card.orderCode,
    recipientEmail: card.recipientEmail,
    recipientName: card.recipientName,
    senderName: card.senderName,
    message: card.message,
    movements: movements.map((movement) => ({
      kind: movement.kind satisfies GiftCardMovementKind,
      amount: centsToEuros(movement.amountCents),
      orderCode: movement.orderCode,
      at: movement.at.toISOString(),
    })),
  };
}
