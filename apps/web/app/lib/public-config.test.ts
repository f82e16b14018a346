import { describe, expect, it } from 'vitest';
import { publicConfigFromEnv } from './public-config';

describe('publicConfigFromEnv', () => {
  it('hands the page SHOP_NAME, trimmed, or null for the demo shop’s name', () => {
    expect(publicConfigFromEnv({ SHOP_NAME: ' Φαρμακείο Νίκα ' }).shopName).toBe('Φαρμακείο Νίκα');
    expect(publicConfigFromEnv({}).shopName).toBeNull();
    expect(publicConfigFromEnv({ SHOP_NAME: '  ' }).shopName).toBeNull();
  });

  it('hands the page the ad unit ids per language (spec 000 §9) and the third-party scripts', () => {
    expect(publicConfigFromEnv({}).adUnitIds).toEqual({ el: 20792, other: 20526 });
    expect(publicConfigFromEnv({ AD_UNIT_ID_EL: '111', AD_UNIT_ID_OTHER: 'x' }).adUnitIds).toEqual({
      el: 111,
      other: 20526,
    });
    expect(publicConfigFromEnv({}).thirdPartyScripts).toEqual([]);
    expect(
      publicConfigFromEnv({
        THIRD_PARTY_SCRIPTS: '[{"src":"https://ads.example.net/tag.js","category":"marketing"}]',
      }).thirdPartyScripts,
    ).toEqual([{ src: 'https://ads.example.net/tag.js', category: 'marketing' }]);
  });

  it('hands the page the API’s withdrawal period, the directive’s 14 days unless set', () => {
    expect(publicConfigFromEnv({}).returnsWithdrawalDays).toBe(14);
    expect(publicConfigFromEnv({ RETURNS_WITHDRAWAL_DAYS: '30' }).returnsWithdrawalDays).toBe(30);
  });
});
