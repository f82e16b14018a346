import { describe, expect, it } from 'vitest';
import { publicConfigFromEnv } from './public-config';

describe('publicConfigFromEnv', () => {
  it('hands the page SHOP_NAME, trimmed, or null for the demo shop’s name', () => {
    expect(publicConfigFromEnv({ SHOP_NAME: ' Φαρμακείο Νίκα ' }).shopName).toBe('Φαρμακείο Νίκα');
    expect(publicConfigFromEnv({}).shopName).toBeNull();
    expect(publicConfigFromEnv({ SHOP_NAME: '  ' }).shopName).toBeNull();
  });
});
