import type { AdminLoyaltySettings } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { AuditService } from '../audit/index.ts';
import type { LoyaltySettingsStore } from './settings-store.ts';

/** Staff changes of the loyalty settings: stored with their audit entry in one transaction, then in force. */
export class LoyaltySettingsAdmin {
  constructor(
    private readonly db: Db,
    private readonly services: { loyaltySettings: LoyaltySettingsStore; audit: AuditService },
  ) {}

  async save(settings: AdminLoyaltySettings, staffId: number): Promise<AdminLoyaltySettings> {
    const { loyaltySettings, audit } = this.services;
    await this.db.transaction(async (tx) => {
      // What another process saved since this one last read counts as the before.
      await loyaltySettings.refresh(tx);
      const before = loyaltySettings.editable();
      await loyaltySettings.write(tx, settings);
      await audit.record(tx, {
        staffId,
        action: 'loyalty_settings.update',
        entity: 'loyalty_settings',
        entityId: null,
        before,
        after: settings,
      });
    });
    loyaltySettings.apply(settings);
    return loyaltySettings.editable();
  }
}
