import type { Language } from '@shop/contract';
import type { CategoryService } from '../categories/service.ts';

/** A menu entry in the contract's names (spec 000 §3): `nu` is a path without language prefix. */
export interface MenuItem {
  id: number;
  pid: number | null;
  tl: string;
  nu: string;
  isHighlighted: boolean;
}

export class NavigationService {
  constructor(private readonly categories: CategoryService) {}

  /** The main menu: every visible category, parents before children, in the shop's order. */
  async mainMenu(language: Language): Promise<MenuItem[]> {
    const entries = await this.categories.allVisible(language);
    return entries.map((entry) => ({
      id: entry.id,
      pid: entry.pid,
      tl: entry.nm,
      nu: `/categories/${entry.eurl}`,
      isHighlighted: false,
    }));
  }
}
