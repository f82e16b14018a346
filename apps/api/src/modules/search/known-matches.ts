import type { SearchMatches } from '../catalog/index.ts';

/** Matches whose relevance is known already (PostgreSQL's answer). */
export class KnownMatches implements SearchMatches {
  readonly ids: readonly number[];

  constructor(private readonly known: ReadonlyMap<number, number>) {
    this.ids = [...known.keys()];
  }

  relevance(id: number): number {
    return this.known.get(id) ?? 0;
  }

  bound(id: number): number {
    return this.relevance(id);
  }
}
