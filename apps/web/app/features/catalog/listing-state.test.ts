import { describe, expect, it } from 'vitest';
import { filterText, listingState, parseFilterText, toggleFilter } from './listing-state';

describe('listing state in the URL', () => {
  it('reads sort, page, page size and filters, falling back on anything malformed', () => {
    expect(listingState(new URLSearchParams('sort=PriceAscending&page=3&psize=48&q=6:1,2;8:10-20'))).toEqual({
      sort: 'PriceAscending',
      page: 3,
      psize: 48,
      q: '6:1,2;8:10-20',
    });
    expect(listingState(new URLSearchParams('sort=Cheapest&page=0&psize=1000&q=<script>'))).toEqual({
      sort: 'Default',
      page: 1,
      psize: 24,
      q: '',
    });
  });

  it('toggles a filter value on and off, keeping kinds in order', () => {
    const on = toggleFilter('8:10-20', 6, '4');
    expect(on).toBe('6:4;8:10-20');
    expect(toggleFilter(on, 6, '5')).toBe('6:4,5;8:10-20');
    expect(toggleFilter(on, 6, '4')).toBe('8:10-20');
  });

  it('keeps one value for a single-choice kind', () => {
    expect(toggleFilter('17:4', 17, '3', true)).toBe('17:3');
  });

  it('parses and writes the same text', () => {
    expect(filterText(parseFilterText('3:2;6:1,9'))).toBe('3:2;6:1,9');
  });
});
