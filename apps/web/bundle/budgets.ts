/**
 * First-load JavaScript budgets of the shopper pages, gzip bytes (bundle/first-load.ts). The aims of
 * ARCHITECTURE.md are 120 KB for the product page and 150 KB for every other shopper page; the
 * libraries every page hydrates with (React DOM, React Router, TanStack Query) are 118 KB alone
 * since translations run on the shop's own code (decision 034), so these budgets hold today's
 * figures and the way down is measured in docs/performance.md ("Storefront bundle"). Lower them
 * as pages lose weight; never raise them to let a page grow.
 */
export const PRODUCT_PAGE_BUDGET = 166_000;
export const SHOPPER_PAGE_BUDGET = 204_500;

/** Pages of the staff back office: their own lazily loaded tree, outside the shopper budgets. */
export const ADMIN_PAGE = /^routes\/admin-/;

export function budgetOf(page: string): number | undefined {
  if (ADMIN_PAGE.test(page)) return undefined;
  return page === 'routes/product.tsx' ? PRODUCT_PAGE_BUDGET : SHOPPER_PAGE_BUDGET;
}
