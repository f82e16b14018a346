import type { Language } from '@shop/contract';

/** Names in both languages, by id. */
export type LocalNames = Map<number, { el: string; en: string }>;

/** A promotion policy as listings filter, count and name it. */
export interface PolicyEntry {
  id: number;
  nameEl: string;
  nameEn: string;
  isActive: boolean;
  startsAt: number | null;
  endsAt: number | null;
  productIds: number[];
  categoryIds: number[];
  manufacturerIds: number[];
}

/** What the policies that started or ended in a span cover. */
export interface PolicyMembers {
  productIds: number[];
  categoryIds: number[];
  manufacturerIds: number[];
}

/** Brands, asked of the manufacturers domain: the read model's names, the back office's checks. */
export interface BrandNameSource {
  allNames(): Promise<LocalNames>;
  /** The ids of those given that exist. */
  existingIds(ids: number[]): Promise<number[]>;
  /** Names in one language, by id. */
  namesByIds(ids: number[], language: Language): Promise<Map<number, string>>;
}

/** Promotion policies and their start and end times, asked of the promotions domain. */
export interface PromotionSource {
  /** Every policy with its members, in one query. */
  policies(): Promise<PolicyEntry[]>;
  /** The next start or end of a policy after now (milliseconds since the epoch), or null. */
  nextBoundary(): Promise<number | null>;
  /** The members of the policies that started or ended after `from` and by `to`. */
  dueBetween(from: Date, to: Date): Promise<PolicyMembers>;
}

/**
 * The sources of the domains listed after the catalogue in `modules/index.ts` (they need the
 * catalogue's service, so it cannot need theirs when built): each hands itself over while its
 * services are built, before the read model is first loaded (decision 030).
 */
export class LateSources {
  private brandSource: BrandNameSource | undefined;
  private promotionSource: PromotionSource | undefined;

  useBrands(source: BrandNameSource): void {
    this.brandSource = source;
  }

  usePromotions(source: PromotionSource): void {
    this.promotionSource = source;
  }

  get brands(): BrandNameSource {
    if (!this.brandSource) throw new Error('catalogue read model: no brand names source connected');
    return this.brandSource;
  }

  get promotions(): PromotionSource {
    if (!this.promotionSource) throw new Error('catalogue read model: no promotions source connected');
    return this.promotionSource;
  }
}
