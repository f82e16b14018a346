import type { Language, Product } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { localized } from '../../../lib/localized.ts';
import type { CategoryService } from '../../categories/index.ts';
import type { ListingParams } from '../listing-query.ts';
import { ChangeFeed } from './freshness.ts';
import { type KeptListing, ListingAnswers } from './listing-answers.ts';
import {
  activePolicySlots,
  type Base,
  columnsOf,
  type ListingAnswer,
  type ListingIndex,
  listFromIndex,
} from './listings.ts';
import {
  answerOf,
  type Dictionaries,
  loadDictionaries,
  loadEntries,
  nameRanks,
  type ProductEntry,
} from './load.ts';
import type { SearchMatches } from './relevance.ts';
import type { LateSources } from './sources.ts';

/**
 * A copy of catalogue data another module keeps (search's index, decision 033): loaded with the
 * read model and refreshed with each change it applies, so `settled` covers the copy too.
 */
export interface CatalogueFollower {
  /** Loads every product, while the read model loads. */
  load(): Promise<void>;
  /** Reloads the products a change names, while the read model reloads them. */
  apply(productIds: readonly number[]): Promise<void>;
}

/** Which products a listing is about, before the shopper's filters. */
export type ModelScope =
  | { kind: 'category'; categoryIds: number[]; facetCategoryIds: number[] }
  | { kind: 'manufacturer'; manufacturerId: number }
  | { kind: 'promotion'; policyId: number }
  | { kind: 'products'; productIds: number[] }
  | { kind: 'search'; matches: SearchMatches; facetCategoryIds: number[] }
  | { kind: 'all'; facetCategoryIds: number[] };

const slotsOf = (map: Map<number, number[]>) =>
  new Map([...map].map(([key, slots]) => [key, Int32Array.from(slots)]));

function push(map: Map<number, number[]>, key: number, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The published catalogue in memory (decision 027): each product's answer in both languages, and
 * the values listings filter, count and sort on. PostgreSQL stays the source of truth; `apply`
 * reloads the products a change names, and the lookups over them are rebuilt on the next listing.
 */
export class CatalogueReadModel {
  private products = new Map<number, ProductEntry>();
  private byUrl = new Map<string, ProductEntry>();
  private byCode = new Map<string, ProductEntry>();
  private ranks: Record<Language, Map<number, number>> = { el: new Map(), en: new Map() };
  private dictionaries: Dictionaries = {
    categories: new Map(),
    manufacturers: new Map(),
    statuses: new Map(),
    statusRows: new Map(),
    policies: [],
  };
  private index: ListingIndex | undefined;
  private built: Promise<void> | undefined;
  /** Changes are applied one batch at a time, in the order they came. */
  private applying: Promise<void> = Promise.resolve();

  private readonly feed: ChangeFeed;
  private readonly followers: CatalogueFollower[] = [];
  /** Listings and searches already answered, forgotten with every change (decision 055). */
  readonly answers: ListingAnswers;

  constructor(
    private readonly db: Db,
    private readonly categories: CategoryService,
    private readonly sources: LateSources,
    private readonly log?: FastifyBaseLogger,
    answerBytes = 0,
  ) {
    this.feed = new ChangeFeed(db, sources, (ids) => this.apply(ids), log);
    this.answers = new ListingAnswers(answerBytes);
  }

  /** Resolves once the whole catalogue is loaded; the first call starts loading it. */
  ready(): Promise<void> {
    this.built ??= this.build().catch((error: unknown) => {
      this.built = undefined;
      throw error;
    });
    return this.built;
  }

  /** Has `follower` loaded and refreshed with the model; followers join before the model first loads. */
  follow(follower: CatalogueFollower): void {
    if (this.built) throw new Error('a catalogue follower joins before the read model loads');
    this.followers.push(follower);
  }

  /** How many published products the model holds. */
  get size(): number {
    return this.products.size;
  }

  /** Resolves once every change committed so far shows in the model (a writer reading its own write). */
  async settled(): Promise<void> {
    await this.ready();
    await this.feed.catchUp();
  }

  async close(): Promise<void> {
    await this.feed.close();
  }

  private async build(): Promise<void> {
    const started = performance.now();
    // Listening starts first: a change committed while the catalogue loads is applied after it.
    await this.feed.start();
    // Products are answered with the brand, category and status names read with the dictionaries.
    const names = loadDictionaries(this.db, this.categories, this.sources);
    const [entries, ranks, dictionaries] = await Promise.all([
      names.then((read) => loadEntries(this.db, this.categories, 'all', read)),
      nameRanks(this.db),
      names,
      ...this.followers.map((follower) => follower.load()),
    ]);
    this.products = new Map(entries.map((entry) => [entry.id, entry]));
    this.byUrl = new Map(entries.map((entry) => [entry.eurl.toLowerCase(), entry]));
    this.byCode = new Map(entries.map((entry) => [entry.code, entry]));
    this.ranks = ranks;
    this.dictionaries = dictionaries;
    this.index = undefined;
    this.answers.clear();
    this.log?.info(
      { products: entries.length, ms: Math.round(performance.now() - started) },
      'catalogue read model built',
    );
  }

  /** Reloads the products named (and the small tables facets name things from), after a change. */
  apply(productIds: readonly number[]): Promise<void> {
    const run = this.applying.then(() => this.applyNow([...new Set(productIds)]));
    this.applying = run.catch(() => {});
    return run;
  }

  private async applyNow(ids: number[]): Promise<void> {
    if (!this.built) return;
    await this.built;
    const names = loadDictionaries(this.db, this.categories, this.sources);
    const [entries, dictionaries] = await Promise.all([
      names.then((read) => loadEntries(this.db, this.categories, ids, read)),
      names,
      ...this.followers.map((follower) => follower.apply(ids)),
    ]);
    const fresh = new Map(entries.map((entry) => [entry.id, entry]));
    // Names sort in the database's collation: a new, removed or renamed product ranks them again.
    const reranks = ids.some((id) => {
      const before = this.products.get(id);
      const after = fresh.get(id);
      return before?.nameEl !== after?.nameEl || before?.nameEn !== after?.nameEn;
    });
    const ranks = reranks ? await nameRanks(this.db) : this.ranks;
    for (const id of ids) {
      const before = this.products.get(id);
      if (before) {
        this.products.delete(id);
        if (this.byUrl.get(before.eurl.toLowerCase()) === before)
          this.byUrl.delete(before.eurl.toLowerCase());
        if (this.byCode.get(before.code) === before) this.byCode.delete(before.code);
      }
      const after = fresh.get(id);
      if (after) {
        this.products.set(id, after);
        this.byUrl.set(after.eurl.toLowerCase(), after);
        this.byCode.set(after.code, after);
      }
    }
    this.ranks = ranks;
    this.dictionaries = dictionaries;
    this.index = undefined;
    this.answers.clear();
  }

  productByUrl(eurl: string): ProductEntry | undefined {
    return this.byUrl.get(eurl.toLowerCase());
  }

  product(id: number): ProductEntry | undefined {
    return this.products.get(id);
  }

  /** The ids of every published product, ascending: a walk that changes may not reorder. */
  publishedIds(): number[] {
    return [...this.products.keys()].sort((a, b) => a - b);
  }

  productByCode(code: string): ProductEntry | undefined {
    return this.byCode.get(code);
  }

  /** Products in the order of the ids asked for; unknown or unpublished ids are absent. */
  productsByIds(ids: readonly number[], language: Language): Product[] {
    return ids.flatMap((id) => {
      const entry = this.products.get(id);
      return entry ? [answerOf(entry, language)] : [];
    });
  }

  /** One page of a listing with its total and facets (the same answer as `ListingService.list`). */
  list(scope: ModelScope, params: ListingParams, language: Language, now = Date.now()): ListingAnswer {
    const index = this.listingIndex();
    const facetCategoryIds =
      scope.kind === 'category' || scope.kind === 'search' || scope.kind === 'all'
        ? scope.facetCategoryIds
        : [];
    return listFromIndex(
      index,
      this.baseOf(index, scope, now),
      facetCategoryIds,
      params,
      language,
      now,
      scope.kind === 'search' ? scope.matches : undefined,
    );
  }

  /**
   * `list`'s answer kept by `key` (which names the scope, the parameters and the language);
   * `scopeOf` is asked only when no answer is kept, so a search's words are matched only then.
   * No scope: nothing was found.
   */
  keptList(
    key: string,
    scopeOf: () => ModelScope | undefined | Promise<ModelScope | undefined>,
    params: ListingParams,
    language: Language,
  ): Promise<KeptListing> {
    const now = Date.now();
    return this.answers.answer(
      key,
      now,
      (at) => this.nextPolicyChange(at),
      async () => {
        const scope = await scopeOf();
        if (!scope) return { ids: [], total: 0, facetsJson: '[]', found: 0 };
        const answer = this.list(scope, params, language, now);
        return {
          ids: answer.ids,
          total: answer.total,
          facetsJson: JSON.stringify(answer.facets),
          found: scope.kind === 'search' ? scope.matches.ids.length : answer.total,
        };
      },
    );
  }

  /** When a promotion next starts or ends after `now`: what listings filter and count on may change. */
  private nextPolicyChange(now: number): number {
    let next = Number.POSITIVE_INFINITY;
    for (const { isActive, startsAt, endsAt } of this.dictionaries.policies) {
      if (!isActive) continue;
      if (startsAt !== null && startsAt > now) next = Math.min(next, startsAt);
      if (endsAt !== null && endsAt > now) next = Math.min(next, endsAt);
    }
    return next;
  }

  private baseOf(index: ListingIndex, scope: ModelScope, now: number): Base {
    const slots = (ids: Iterable<number>) => {
      const found: number[] = [];
      for (const id of ids) {
        const slot = index.slotOf[id] ?? -1;
        if (slot >= 0) found.push(slot);
      }
      return found;
    };
    switch (scope.kind) {
      case 'category': {
        // A category's scope is the same on every listing of it until the products change.
        const key = scope.categoryIds.join(',');
        const known = index.bases.get(key);
        if (known) return known;
        const found = new Set<number>();
        for (const id of scope.categoryIds)
          for (const slot of index.byCategory.get(id) ?? []) found.add(slot);
        const base = Int32Array.from(found);
        index.bases.set(key, base);
        return base;
      }
      case 'manufacturer':
        return index.byManufacturer.get(scope.manufacturerId) ?? [];
      case 'promotion':
        return [...activePolicySlots(index, [scope.policyId], now)];
      case 'products':
        return slots(new Set(scope.productIds));
      case 'search':
        return slots(scope.matches.ids);
      case 'all':
        return Int32Array.from(index.entries.keys());
    }
  }

  /** The lookups listings run on, built after each change on first use. */
  private listingIndex(): ListingIndex {
    if (this.index) return this.index;
    const entries = [...this.products.values()].sort((a, b) => a.id - b.id);
    const slotOf = new Int32Array((entries.at(-1)?.id ?? -1) + 1).fill(-1);
    entries.forEach((entry, slot) => {
      slotOf[entry.id] = slot;
    });
    const byCategory = new Map<number, number[]>();
    const byManufacturer = new Map<number, number[]>();
    const nameRank = { el: new Int32Array(entries.length), en: new Int32Array(entries.length) };
    entries.forEach((entry, slot) => {
      for (const id of entry.categoryIds) push(byCategory, id, slot);
      if (entry.manufacturerId !== null) push(byManufacturer, entry.manufacturerId, slot);
      nameRank.el[slot] = this.ranks.el.get(entry.id) ?? 0;
      nameRank.en[slot] = this.ranks.en.get(entry.id) ?? 0;
    });
    const policyMembers = new Map<number, number[]>();
    const policiesOf: number[][] = [];
    for (const policy of this.dictionaries.policies) {
      const members = new Set<number>();
      for (const id of policy.productIds) {
        const slot = slotOf[id] ?? -1;
        if (slot >= 0) members.add(slot);
      }
      for (const id of policy.categoryIds) for (const slot of byCategory.get(id) ?? []) members.add(slot);
      for (const id of policy.manufacturerIds)
        for (const slot of byManufacturer.get(id) ?? []) members.add(slot);
      policyMembers.set(
        policy.id,
        [...members].sort((a, b) => a - b),
      );
      for (const slot of members) {
        const list = policiesOf[slot];
        if (list) list.push(policy.id);
        else policiesOf[slot] = [policy.id];
      }
    }
    const { categories, manufacturers, statuses } = this.dictionaries;
    const named = { category: categories, manufacturer: manufacturers, status: statuses } as Record<
      string,
      Map<number, { el: string; en: string }>
    >;
    this.index = {
      entries,
      slotOf,
      columns: columnsOf(entries),
      bases: new Map(),
      byCategory: slotsOf(byCategory),
      byManufacturer: slotsOf(byManufacturer),
      policyMembers: slotsOf(policyMembers),
      policiesOf,
      policies: new Map(this.dictionaries.policies.map((policy) => [policy.id, policy])),
      nameRank,
      names: (kind, id, language) => {
        const name = named[kind]?.get(id);
        return name && localized(language, name.el, name.en);
      },
      orders: new Map(),
    };
    return this.index;
  }
}
