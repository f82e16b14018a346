import type { PharmacyDetails } from '@shop/contract';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../test/index.ts';
import { DEMO_PHARMACY, EOF_REGULATOR_URL, PharmacyService } from './service.ts';

describe('settings/pharmacy', () => {
  it('serves the demo pharmacy’s legal details outside production, with the shop’s phone and e-mail', async () => {
    const t = await createTestApp({
      env: { SHOP_PHONE: '+30 2410 123456', SHOP_CONTACT_EMAIL: 'info@example.gr' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/en/settings/pharmacy' });
      expect(response.statusCode).toBe(200);
      expect(response.json<PharmacyDetails>()).toEqual({
        ...DEMO_PHARMACY,
        phone: '+30 2410 123456',
        email: 'info@example.gr',
        regulatorUrl: EOF_REGULATOR_URL,
      });
    } finally {
      await t.close();
    }
  });

  it('serves the configured details', async () => {
    const t = await createTestApp({
      env: {
        PHARMACY_LEGAL_NAME: 'Φαρμακείο Νικολάου Ι.Κ.Ε.',
        PHARMACY_VAT_NUMBER: '094014201',
        PHARMACY_REGULATOR_URL: 'https://www.eof.gr/web/guest/online-pharmacies',
      },
    });
    try {
      const details = (
        await t.app.inject({ method: 'GET', url: '/api/el/settings/pharmacy' })
      ).json<PharmacyDetails>();
      expect(details).toMatchObject({
        legalName: 'Φαρμακείο Νικολάου Ι.Κ.Ε.',
        vatNumber: '094014201',
        taxOffice: DEMO_PHARMACY.taxOffice,
        regulatorUrl: 'https://www.eof.gr/web/guest/online-pharmacies',
      });
    } finally {
      await t.close();
    }
  });

  it('invents nothing in production: missing details stay null and are named in a warning', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      PHARMACY_LEGAL_NAME: 'Φαρμακείο Νικολάου Ι.Κ.Ε.',
      PHARMACY_LICENCE: '12/2020',
    });
    const warn = vi.fn();
    const { details } = new PharmacyService(config, { warn });
    expect(details).toMatchObject({
      legalName: 'Φαρμακείο Νικολάου Ι.Κ.Ε.',
      licence: '12/2020',
      vatNumber: null,
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toEqual({
      missing: [
        'PHARMACY_LICENCE_AUTHORITY',
        'PHARMACY_RESPONSIBLE_PHARMACIST',
        'PHARMACY_ADDRESS',
        'PHARMACY_VAT_NUMBER',
        'PHARMACY_TAX_OFFICE',
        'PHARMACY_GEMI_NUMBER',
      ],
    });
  });

  it('refuses a regulator address that is not a URL', () => {
    expect(() => loadConfig({ PHARMACY_REGULATOR_URL: 'eof' })).toThrow(/PHARMACY_REGULATOR_URL/);
  });
});
