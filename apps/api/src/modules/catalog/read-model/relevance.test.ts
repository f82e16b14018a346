import { describe, expect, it } from 'vitest';
import { bestByRelevance, nthSmallest, type SearchMatches } from './relevance.ts';

/** A seeded generator, so a failure can be reproduced. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Matches over ids 0 … size − 1 with the relevances and bounds given, counting what is worked out. */
function matchesOf(relevances: number[], bounds: number[]) {
  const asked: number[] = [];
  const matches: SearchMatches = {
    ids: relevances.map((_, id) => id),
    relevance: (id) => {
      asked.push(id);
      return relevances[id] as number;
    },
    bound: (id) => bounds[id] as number,
  };
  return { matches, asked };
}

/** The same order worked out for every item: relevance, then the order given. */
const everyOne = (order: number[], relevances: number[], count: number) =>
  order
    .map((id, at) => ({ id, at }))
    .sort((a, b) => (relevances[b.id] as number) - (relevances[a.id] as number) || a.at - b.at)
    .slice(0, count)
    .map(({ id }) => id);

describe('the best matches by relevance', () => {
  it('are those a full sort gives, over bounds loose, tight and tied', () => {
    const next = random(7);
    for (let round = 0; round < 300; round += 1) {
      const size = 1 + Math.floor(next() * 120);
      // Few distinct values, so that relevances and bounds tie often.
      const relevances = Array.from({ length: size }, () => Math.floor(next() * 6) / 2);
      const bounds = relevances.map(
        (relevance) => relevance + (next() < 0.5 ? 0 : Math.floor(next() * 4) / 2),
      );
      const order = relevances.map((_, id) => id).sort(() => next() - 0.5);
      const count = Math.floor(next() * (size + 5));
      const { matches } = matchesOf(relevances, bounds);
      expect(
        bestByRelevance(order, (id) => id, matches, count),
        `round ${round}`,
      ).toEqual(everyOne(order, relevances, count));
    }
  });

  it('works out only what can reach the page when the bounds are tight, ties included', () => {
    const relevances = Array.from({ length: 2_000 }, (_, id) => (id % 10 === 0 ? 5 : 3));
    const { matches, asked } = matchesOf(relevances, relevances);
    const order = relevances.map((_, id) => id);
    expect(bestByRelevance(order, (id) => id, matches, 24)).toEqual(everyOne(order, relevances, 24));
    expect(new Set(asked).size).toBe(24);
  });

  it('gives nothing for no room or no items', () => {
    const { matches } = matchesOf([1, 2], [1, 2]);
    expect(bestByRelevance([0, 1], (id) => id, matches, 0)).toEqual([]);
    expect(bestByRelevance([], (id) => id, matches, 5)).toEqual([]);
  });
});

describe('the nth smallest value', () => {
  it('is the value a sort puts there, with ties and in every place', () => {
    const next = random(11);
    for (let round = 0; round < 300; round += 1) {
      const size = 1 + Math.floor(next() * 90);
      const values = Float64Array.from(
        { length: size },
        () => Math.floor(next() * (round % 3 === 0 ? 3 : 40)) / 4,
      );
      const sorted = values.slice().sort();
      const nth = Math.floor(next() * size);
      expect(nthSmallest(values.slice(), nth), `round ${round}`).toBe(sorted[nth]);
    }
  });
});
