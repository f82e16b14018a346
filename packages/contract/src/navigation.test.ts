import { describe, expect, it } from 'vitest';
import { contrastRatio, isExternalUrl, isInternalPath, textColourOn } from './navigation.ts';

describe('textColourOn', () => {
  it('puts white text on dark backgrounds and dark text on light ones', () => {
    expect(textColourOn('#0f5132')).toBe('#ffffff');
    expect(textColourOn('#000000')).toBe('#ffffff');
    expect(textColourOn('#ffffff')).toBe('#000000');
    expect(textColourOn('#fde68a')).toBe('#000000');
  });

  it('always reaches the 4.5:1 contrast of normal text on any background', () => {
    for (const background of [
      '#0f5132',
      '#1e3a8a',
      '#b91c1c',
      '#fde68a',
      '#e0f2fe',
      '#777777',
      '#757575',
      '#7a7a7a',
      '#3b82f6',
      '#ff0000',
    ]) {
      expect(contrastRatio(background, textColourOn(background)), background).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('link values', () => {
  it('accepts absolute http(s) addresses only as external links', () => {
    expect(isExternalUrl('https://www.instagram.com/pharmacy')).toBe(true);
    expect(isExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isExternalUrl('//evil.example')).toBe(false);
    expect(isExternalUrl('/offers-page')).toBe(false);
  });

  it('accepts shop paths without language prefix as internal links', () => {
    expect(isInternalPath('/offers-page')).toBe(true);
    expect(isInternalPath('/categories/face')).toBe(true);
    expect(isInternalPath('/elixirs')).toBe(true);
    expect(isInternalPath('/en/offers-page')).toBe(false);
    expect(isInternalPath('//evil.example')).toBe(false);
    expect(isInternalPath('https://evil.example')).toBe(false);
    expect(isInternalPath('offers-page')).toBe(false);
  });
});
