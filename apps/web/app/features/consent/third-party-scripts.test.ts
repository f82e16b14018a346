import { describe, expect, it } from 'vitest';
import { categoriesOfForm, returnPathOf } from './consent-form';
import { scriptsAllowedBy } from './third-party-scripts';
import { parseThirdPartyScripts, thirdPartyScriptOrigins } from './third-party-scripts-config';

const scripts = parseThirdPartyScripts(
  JSON.stringify([
    { src: 'https://ads.example.net/tag.js', category: 'marketing' },
    { src: 'https://stats.example.org/s.js', category: 'analytics', async: false },
    { src: 'https://chat.example.com/widget.js', category: 'support', necessary: true },
    { src: 'https://help.example.com/w.js', category: 'support' },
  ]),
);
const sources = (list: { src: string }[]) => list.map((script) => new URL(script.src).hostname);

describe('THIRD_PARTY_SCRIPTS', () => {
  it('reads the list as given', () => {
    expect(scripts[0]).toEqual({ src: 'https://ads.example.net/tag.js', category: 'marketing' });
    expect(scripts[1]?.async).toBe(false);
    expect(scripts[2]?.necessary).toBe(true);
    expect(parseThirdPartyScripts(undefined)).toEqual([]);
    expect(parseThirdPartyScripts('  ')).toEqual([]);
  });

  it('refuses anything but https scripts of a known category, saying what is wrong', () => {
    expect(() => parseThirdPartyScripts('[{')).toThrow(/THIRD_PARTY_SCRIPTS is not JSON/);
    expect(() =>
      parseThirdPartyScripts('[{"src":"http://ads.example.net/t.js","category":"marketing"}]'),
    ).toThrow(/THIRD_PARTY_SCRIPTS is not valid/);
    expect(() => parseThirdPartyScripts('[{"src":"javascript:alert(1)","category":"marketing"}]')).toThrow();
    expect(() => parseThirdPartyScripts('[{"src":"https://a.example.net/t.js","category":"ads"}]')).toThrow(
      /category/,
    );
    expect(() =>
      parseThirdPartyScripts('[{"src":"https://a.example.net/t.js","category":"marketing","inline":"x"}]'),
    ).toThrow();
    expect(() => parseThirdPartyScripts('{"src":"https://a.example.net/t.js"}')).toThrow();
  });
});

describe('which scripts a choice lets in', () => {
  it('loads only the necessary support scripts before any choice, and after rejecting all', () => {
    expect(sources(scriptsAllowedBy(scripts, null))).toEqual(['chat.example.com']);
    expect(sources(scriptsAllowedBy(scripts, { analytics: false, marketing: false }))).toEqual([
      'chat.example.com',
    ]);
  });

  it('adds analytics scripts for analytics, marketing and other support scripts for marketing', () => {
    expect(sources(scriptsAllowedBy(scripts, { analytics: true, marketing: false }))).toEqual([
      'stats.example.org',
      'chat.example.com',
    ]);
    expect(sources(scriptsAllowedBy(scripts, { analytics: false, marketing: true }))).toEqual([
      'ads.example.net',
      'chat.example.com',
      'help.example.com',
    ]);
    expect(scriptsAllowedBy(scripts, { analytics: true, marketing: true })).toEqual(scripts);
  });

  it('names each origin once for the CSP', () => {
    expect(
      thirdPartyScriptOrigins([
        ...scripts,
        { ...scripts[0], src: 'https://ads.example.net/other.js' } as never,
      ]),
    ).toEqual([
      'https://ads.example.net',
      'https://stats.example.org',
      'https://chat.example.com',
      'https://help.example.com',
    ]);
  });
});

describe("the banner's form", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  };

  it('accepts all, rejects all or saves the ticked categories', () => {
    expect(categoriesOfForm(form({ choice: 'accept' }))).toEqual({ analytics: true, marketing: true });
    expect(categoriesOfForm(form({ choice: 'reject', analytics: '1' }))).toEqual({
      analytics: false,
      marketing: false,
    });
    expect(categoriesOfForm(form({ choice: 'save', marketing: '1' }))).toEqual({
      analytics: false,
      marketing: true,
    });
    expect(categoriesOfForm(form({ choice: 'maybe' }))).toBeNull();
    expect(categoriesOfForm(form({}))).toBeNull();
  });

  it('goes back to a page of the shop only', () => {
    expect(returnPathOf('/en/products/vitamin-c?x=1')).toBe('/en/products/vitamin-c?x=1');
    expect(returnPathOf('//evil.example.com/')).toBe('/');
    expect(returnPathOf('/\\evil.example.com')).toBe('/');
    expect(returnPathOf('https://evil.example.com/')).toBe('/');
    expect(returnPathOf(null)).toBe('/');
  });
});
