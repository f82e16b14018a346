import type { LoyaltyTransactionKind, OwnLoyalty } from '@shop/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyAccounts, loyaltyTransactions } from '../../db/schema/loyalty.ts';
import type { LoyaltyService } from './service.ts';

const ORDER_SOURCE = /^order:([^:]+)/;

/** The customer's balances, tier and whole ledger, newest first, for the export of their data. */
export async function loyaltyExportOf(db: Db, customerId: number): Promise<OwnLoyalty> {
  const [[account], rows] = await Promise.all([
    db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.customerId, customerId)),
    db
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.customerId, customerId))
      .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id)),
  ]);
  return {
    apts: account?.pointsBalance ?? 0,
    ppts: account?.pendingPoints ?? 0,
    tier: account?.tierCode ?? null,
    ledger: rows.map((row) => ({
      id: row.id,
      kind: row.kind as LoyaltyTransactionKind,
      apts: row.approvedPoints,
      ppts: row.pendingPoints,
      ocd: ORDER_SOURCE.exec(row.source)?.[1] ?? null,
      dt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * A deleted account forfeits its points, approved and pending, by one ledger row (decision 009:
 * a balance only moves with a row), once: the source names the account. The tier goes with them.
 */
export async function forfeitPointsOf(tx: Db, loyalty: LoyaltyService, customerId: number): Promise<void> {
  const [account] = await tx
    .select()
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.customerId, customerId))
    .for('update');
  if (!account) return;
  await loyalty.record(
    {
      customerId,
      kind: 'Custom',
      source: `account-deleted:${customerId}`,
      approvedPoints: -account.pointsBalance,
      pendingPoints: -account.pendingPoints,
    },
    tx,
  );
  await tx.update(loyaltyAccounts).set({ tierCode: null }).where(eq(loyaltyAccounts.customerId, customerId));
}
