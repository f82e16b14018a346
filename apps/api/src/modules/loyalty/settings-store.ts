import type { AdminLoyaltySettings } from '@shop/contract';
import { adminLoyaltySettingsSchema } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listenTo } from '../../db/notifications.ts';
import { loyaltySettings } from '../../db/schema/loyalty.ts';
import type { LoyaltySettings } from './settings.ts';

/** The part of the settings staff may change, as it stands in `settings`. */
function editableOf(settings: LoyaltySettings): AdminLoyaltySettings {
  const [slv = 0, prm = 0, gld = 0] = settings.tiers.thresholds;
  const [slvPercent = 0, prmPercent = 0, gldPercent = 0] = settings.coupons.tiers.percents;
  return {
    tiers: { basis: settings.tiers.basis, months: settings.tiers.months, thresholds: [slv, prm, gld] },
    pointRanges: [...settings.pointRanges],
    coupons: {
      birthday: { ...settings.coupons.birthday },
      tiers: { percents: [slvPercent, prmPercent, gldPercent], validDays: settings.coupons.tiers.validDays },
    },
  };
}

/** The channel a saved change of the settings is announced on, to every API process. */
export const LOYALTY_SETTINGS_CHANNEL = 'loyalty_settings';

/**
 * The loyalty settings the service reads. Staff's part of them (tiers, redemption steps, coupons)
 * has one source, the table `loyalty_settings`: the first start copies the configured values into
 * it, and from then on only the back office changes it (decision 035). `live` is the one object
 * the loyalty service and its tiers hold; a refresh or a save changes it in place, so they read
 * the new values from the next call on. `start` reads the row and listens for saves: a save
 * notifies every process when it commits, and each reads the row again.
 */
export class LoyaltySettingsStore {
  readonly live: LoyaltySettings;
  private stopListening: () => Promise<void> = async () => {};
  /** Background reads one after the other, so an older read never lands after a newer one. */
  private reading: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly defaults: LoyaltySettings,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.live = { ...defaults, tiers: { ...defaults.tiers }, coupons: { ...defaults.coupons } };
  }

  editable(): AdminLoyaltySettings {
    return editableOf(this.live);
  }

  /** Seeds the row from the configuration when there is none, listens for saves, and reads it. */
  async start(): Promise<void> {
    await this.db
      .insert(loyaltySettings)
      .values({ id: 1, overrides: editableOf(this.defaults) })
      .onConflictDoNothing({ target: loyaltySettings.id });
    this.stopListening = await listenTo(this.db, LOYALTY_SETTINGS_CHANNEL, () => this.refreshLater(), {
      resumed: () => this.refreshLater(),
      log: this.log,
    });
    await this.refreshLater();
  }

  async close(): Promise<void> {
    await this.stopListening();
    await this.reading;
  }

  /** Reads the stored settings; a row that no longer parses (an older shape) leaves the configured ones. */
  async refresh(db: Db = this.db): Promise<void> {
    const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1));
    const parsed = row ? adminLoyaltySettingsSchema.safeParse(row.overrides) : null;
    this.apply(parsed?.success ? parsed.data : editableOf(this.defaults));
  }

  /** Stores the settings inside the caller's transaction, announced at its commit; `apply` them after. */
  async write(tx: Db, settings: AdminLoyaltySettings): Promise<void> {
    await tx
      .insert(loyaltySettings)
      .values({ id: 1, overrides: settings })
      .onConflictDoUpdate({
        target: loyaltySettings.id,
        set: { overrides: settings, updatedAt: new Date() },
      });
    await tx.execute(sql`select pg_notify(${LOYALTY_SETTINGS_CHANNEL}, 'saved')`);
  }

  apply(settings: AdminLoyaltySettings): void {
    this.live.tiers = { ...this.defaults.tiers, ...settings.tiers };
    this.live.pointRanges = settings.pointRanges;
    this.live.coupons = {
      birthday: settings.coupons.birthday,
      tiers: { percents: settings.coupons.tiers.percents, validDays: settings.coupons.tiers.validDays },
    };
  }

  /** A read after the ones queued; a failed read (the database away) keeps the settings last read. */
  private refreshLater(): Promise<void> {
    this.reading = this.reading
      .then(() => this.refresh())
      .catch((error: unknown) => this.log?.warn({ err: error }, 'loyalty settings not read'));
    return this.reading;
  }
}
