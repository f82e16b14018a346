import { describe, expect, it, vi } from 'vitest';
import { type KeptListing, ListingAnswers } from './listing-answers.ts';

const listing = (total: number, facetsJson = '[]'): KeptListing => ({
  ids: [1, 2],
  total,
  facetsJson,
  found: total,
});
const forever = () => Number.POSITIVE_INFINITY;

describe('listing answers kept', () => {
  it('works an answer out once and serves it again for the same request', async () => {
    const answers = new ListingAnswers(1_000_000);
    const work = vi.fn(() => listing(7));
    expect(await answers.answer('a', 0, forever, work)).toEqual(listing(7));
    expect(await answers.answer('a', 1, forever, work)).toEqual(listing(7));
    await answers.answer('b', 2, forever, work);
    expect(work).toHaveBeenCalledTimes(2);
    expect(answers.stats()).toMatchObject({ entries: 2, hits: 1, misses: 2 });
  });

  it('forgets everything when the catalogue changes, even an answer being worked out then', async () => {
    const answers = new ListingAnswers(1_000_000);
    await answers.answer('a', 0, forever, () => listing(1));
    let finish: (value: KeptListing) => void = () => {};
    const slow = answers.answer(
      'b',
      0,
      forever,
      () => new Promise<KeptListing>((resolve) => (finish = resolve)),
    );
    answers.clear();
    finish(listing(2));
    expect(await slow).toEqual(listing(2));
    expect(answers.stats()).toMatchObject({ entries: 0, bytes: 0 });
    const work = vi.fn(() => listing(3));
    expect(await answers.answer('a', 0, forever, work)).toEqual(listing(3));
    expect(work).toHaveBeenCalledOnce();
  });

  it('works an answer out again once a promotion starts or ends', async () => {
    const answers = new ListingAnswers(1_000_000);
    const work = vi.fn((total: number) => listing(total));
    await answers.answer(
      'a',
      100,
      () => 500,
      () => work(1),
    );
    expect(await answers.answer('a', 499, forever, () => work(2))).toEqual(listing(1));
    expect(await answers.answer('a', 500, forever, () => work(3))).toEqual(listing(3));
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('keeps within its bytes, dropping the least recently asked first', async () => {
    const facets = 'x'.repeat(400);
    // Each answer is about 1 KB: three fit in 3.5 KB, a fourth pushes the oldest out.
    const answers = new ListingAnswers(3_500);
    for (const key of ['a', 'b', 'c']) await answers.answer(key, 0, forever, () => listing(1, facets));
    await answers.answer('a', 0, forever, () => listing(9));
    await answers.answer('d', 0, forever, () => listing(1, facets));
    expect(answers.stats().entries).toBe(3);
    expect(answers.stats().bytes).toBeLessThanOrEqual(3_500);
    const work = vi.fn(() => listing(5));
    await answers.answer('a', 0, forever, work);
    expect(work).not.toHaveBeenCalled();
    await answers.answer('b', 0, forever, work);
    expect(work).toHaveBeenCalledOnce();
  });

  it('keeps nothing with no bytes to keep it in', async () => {
    const answers = new ListingAnswers(0);
    const work = vi.fn(() => listing(1));
    await answers.answer('a', 0, forever, work);
    await answers.answer('a', 0, forever, work);
    expect(work).toHaveBeenCalledTimes(2);
    expect(answers.stats().entries).toBe(0);
  });
});
