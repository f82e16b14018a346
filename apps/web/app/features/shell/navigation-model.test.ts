import type { CmsLink, CustomMessage, MenuItem } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  cmsLinksOf,
  headerMessageSlides,
  isExternalLink,
  menuChildren,
  menuRoots,
  shownChildren,
} from './navigation-model';

const item = (id: number, pid: number | null): MenuItem => ({
  id,
  pid,
  tl: `Entry ${id}`,
  nu: `/categories/entry-${id}`,
  isHighlighted: false,
  ltype: 'InternalUrl',
  trg: '_self',
});

const noFlags = {
  sh: false,
  sm: false,
  sf: false,
  sf1: false,
  sf2: false,
  sf3: false,
  sf4: false,
  ss: false,
  sb: false,
};
const link = (id: number, flags: Partial<typeof noFlags>): CmsLink => ({
  id,
  label: `Link ${id}`,
  value: `/pages/link-${id}`,
  ltype: 'InternalUrl',
  trg: '_self',
  ...noFlags,
  ...flags,
});

describe('menu tree', () => {
  const items = [item(1, null), item(2, 1), item(3, 1), item(4, null), item(5, 4)];

  it('splits the roots from their children, keeping the order', () => {
    expect(menuRoots(items).map((entry) => entry.id)).toEqual([1, 4]);
    expect(menuChildren(items, 1).map((entry) => entry.id)).toEqual([2, 3]);
    expect(menuChildren(items, 2)).toEqual([]);
  });

  it('shows six entries of a sub-menu before "show more", all once expanded', () => {
    const nine = Array.from({ length: 9 }, (_, index) => index);
    expect(shownChildren(nine, false)).toEqual({ shown: [0, 1, 2, 3, 4, 5], more: true });
    expect(shownChildren(nine, true)).toEqual({ shown: nine, more: true });
    expect(shownChildren(nine.slice(0, 6), false)).toEqual({ shown: nine.slice(0, 6), more: false });
  });
});

describe('cms links', () => {
  it('keeps the links of one place in their order', () => {
    const links = [link(1, { sf1: true, sm: true }), link(2, { ss: true }), link(3, { sf1: true })];
    expect(cmsLinksOf(links, 'sf1').map((entry) => entry.text)).toEqual(['Link 1', 'Link 3']);
    expect(cmsLinksOf(links, 'sm')).toEqual([
      { key: 'cms-1', text: 'Link 1', to: '/pages/link-1', ltype: 'InternalUrl', trg: '_self' },
    ]);
    expect(cmsLinksOf(links, 'sb')).toEqual([]);
  });

  it('treats an absolute address as external whatever its stored type', () => {
    expect(isExternalLink({ to: 'https://www.eof.gr/', ltype: 'InternalUrl' })).toBe(true);
    expect(isExternalLink({ to: '/brands', ltype: 'InternalUrl' })).toBe(false);
  });
});

describe('header message', () => {
  it('keeps the texts that exist, each with its link or none', () => {
    const message: CustomMessage = {
      code: 'HEADER-MESSAGE',
      rct: 'Free delivery',
      rct2: '  ',
      rct3: 'Ask us',
      nu: '/pages/shipping',
      nu2: '/offers-page',
      nu3: null,
      chex: '#0f5132',
      tchex: '#ffffff',
    };
    expect(headerMessageSlides(message)).toEqual([
      { text: 'Free delivery', to: '/pages/shipping' },
      { text: 'Ask us', to: null },
    ]);
  });
});
