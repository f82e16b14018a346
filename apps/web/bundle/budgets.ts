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
/**
 * The checkout's shipping-and-payment page: 204 930 B once it showed the store pick-up promise, the
 * intra-community VAT line, IRIS and the "updating the totals" state (issues 26 and 27), 430 B over
 * the shared budget. Issue 32 brings every page down; this one may not grow further.
 */
export const CHECKOUT_PAYMENT_PAGE_BUDGET = 205_000;

/** Pages of the staff back office: their own lazily loaded tree, outside the shopper budgets. */
export const ADMIN_PAGE = /^routes\/admin-/;

export function budgetOf(page: string): number | undefined {
  if (ADMIN_PAGE.test(page)) return undefined;
  if (page === 'routes/product.tsx') return PRODUCT_PAGE_BUDGET;
  return page === 'routes/checkout-shipping-payment.tsx' ? CHECKOUT_PAYMENT_PAGE_BUDGET : SHOPPER_PAGE_BUDGET;
}
