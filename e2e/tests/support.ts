import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

const artifacts = new URL('../artifacts/', import.meta.url).pathname;
mkdirSync(artifacts, { recursive: true });

/** Full-page screenshot under e2e/artifacts/ (git-ignored), for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage: true });
}

export interface ApiProduct {
  id: number;
  nm: string;
  eurl: string;
  cprc: number;
}

/** A product straight from the API the shop runs on. */
export async function apiProduct(id: number, language: 'el' | 'en' = 'el'): Promise<ApiProduct> {
  const response = await fetch(`${process.env.E2E_API_URL}/api/${language}/products/getbyidfront?id=${id}`);
  if (!response.ok) throw new Error(`product ${id}: HTTP ${response.status}`);
  return (await response.json()) as ApiProduct;
}
