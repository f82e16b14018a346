import type { AdminLoyaltySettings } from '@shop/contract';
import { adminLoyaltySettingsSchema } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/**
 * The loyalty settings the service reads: the configured defaults with what staff changed over
 * them (table `loyalty_settings`). `live` is the one object the loyalty service and its tiers hold;
 * a refresh or a save changes it in place, so they read the new values from the next call on. Each
 * API process refreshes on start and every `refreshSeconds`, and at once after its own save.
 */
export class LoyaltySettingsStore {
  readonly live: LoyaltySettings;

  constructor(
    private readonly db: Db,
    private readonly defaults: LoyaltySettings,
  ) {
    this.live = { ...defaults, tiers: { ...defaults.tiers }, coupons: { ...defaults.coupons } };
  }

  editable(): AdminLoyaltySettings {
    return editableOf(this.live);
  }

  /** Reads the stored changes; a row that no longer parses (an older shape) leaves the defaults. */
  async refresh(db: Db = this.db): Promise<void> {
    const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1));
    const parsed = row ? adminLoyaltySettingsSchema.safeParse(row.overrides) : null;
    this.apply(parsed?.success ? parsed.data : editableOf(this.defaults));
  }

  /** Stores the settings inside the caller's transaction; `apply` them after its commit. */
  async write(tx: Db, settings: AdminLoyaltySettings): Promise<void> {
    await tx
      .insert(loyaltySettings)
      .values({ id: 1, overrides: settings })
      .onConflictDoUpdate({
        target: loyaltySettings.id,
        set: { overrides: settings, updatedAt: new Date() },
      });
  }

  apply(settings: AdminLoyaltySettings): void {
    this.live.tiers = { ...this.defaults.tiers, ...settings.tiers };
    this.live.pointRanges = settings.pointRanges;
    this.live.coupons = {
      birthday: settings.coupons.birthday,
      tiers: { percents: settings.coupons.tiers.percents, validDays: settings.coupons.tiers.validDays },
    };
  }
}
