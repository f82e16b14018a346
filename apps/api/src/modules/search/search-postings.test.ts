import { describe, expect, it } from 'vitest';
import { Postings, PostingsBatch } from './search-postings.ts';

const listed = (postings: Postings<string>, key: string) => [...postings.get(key)];

describe('postings', () => {
  it('puts ids under their keys in ascending order, whatever order they come in', () => {
    const postings = new Postings<string>();
    const batch = new PostingsBatch(postings);
    for (const [key, id] of [
      ['a', 7],
      ['a', 3],
      ['b', 3],
      ['a', 5],
    ] as const)
      batch.add(key, id);
    batch.apply(new Set());
    expect(listed(postings, 'a')).toEqual([3, 5, 7]);
    expect(listed(postings, 'b')).toEqual([3]);
    expect(listed(postings, 'c')).toEqual([]);
  });

  it('replaces a changed product under its old and new keys, and forgets a key left empty', () => {
    const postings = new Postings<string>();
    const first = new PostingsBatch(postings);
    for (const [key, id] of [
      ['a', 1],
      ['a', 2],
      ['b', 2],
      ['c', 4],
    ] as const)
      first.add(key, id);
    first.apply(new Set());
    // Product 2 moves from a and b to c and d; product 9 is new under a.
    const change = new PostingsBatch(postings);
    change.remove('a');
    change.remove('b');
    change.add('c', 2);
    change.add('d', 2);
    change.add('a', 9);
    change.apply(new Set([2]));
    expect(listed(postings, 'a')).toEqual([1, 9]);
    expect(listed(postings, 'c')).toEqual([2, 4]);
    expect(listed(postings, 'd')).toEqual([2]);
    expect([...postings.keys()].sort()).toEqual(['a', 'c', 'd']);
  });
});
