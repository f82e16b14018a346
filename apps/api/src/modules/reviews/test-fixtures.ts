import { Availability, type CustomerSession, ProductType, type ReviewList } from '@shop/contract';
import { expect } from 'vitest';
import { insertTestCatalogue, type TestApp, type TestProduct, xsrf } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

export interface ReviewWorld {
  /** Products in stock that the demo generator gave no review, so their rating is the tests' own. */
  unreviewed: TestProduct[];
  /** A product with approved demo reviews. */
  reviewed: TestProduct;
  sales: string;
  inspector: string;
}

export async function reviewWorld(t: TestApp): Promise<ReviewWorld> {
  const catalogue = await insertTestCatalogue(t, 24);
  const unreviewed = catalogue.filter(
    (product) =>
      product.productType === ProductType.Product &&
      product.reviews.length === 0 &&
      product.availability === Availability.Available &&
      product.dimensions.length === 0,
  );
  const reviewed = catalogue.find((product) => product.reviews.some((review) => review.approved));
  if (unreviewed.length < 6 || !reviewed) throw new Error('the test catalogue changed');
  for (const product of unreviewed) await t.services.inventory.setStock(product.id, null, 100);
  return {
    unreviewed,
    reviewed,
    sales: await signedInStaff(t, 'SalesPerson'),
    inspector: await signedInStaff(t, 'Inspector'),
  };
}

/** A signed-in customer (named Μαρία Παπαδοπούλου by the fixtures). */
export const reviewer = (t: TestApp): Promise<CustomerSession> => signedUpCustomer(t);

/** A review form for the product, with what the test changes. */
export const reviewOf = (productId: number, change: Record<string, unknown> = {}) => ({
  to_ent: 'Product',
  to_id: productId,
  tl: 'Πολύ καλή κρέμα',
  txt: 'Ενυδατώνει χωρίς να λιπαίνει.',
  rt: 4,
  ...change,
});

/** POSTs a body as the bearer (none: a guest) in the language. */
export async function post(
  t: TestApp,
  path: string,
  body: unknown,
  bearer: string | null,
  language: 'el' | 'en' = 'el',
) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: `/api/${language}/${path}`,
    headers: { ...token.headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: body as object,
  });
}

export async function get(t: TestApp, path: string, bearer: string | null) {
  return t.app.inject({
    method: 'GET',
    url: `/api/el/${path}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

/** The approved reviews of a product as the storefront reads them. */
export async function publicReviews(t: TestApp, productId: number) {
  const response = await post(t, 'reviews/getreviews', { to_ent: 'Product', to_id: productId }, null);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReviewList>();
}

/** The product's rating as its card and page show it (the catalogue's row). */
export async function productRating(t: TestApp, productId: number) {
  const product = await t.services.catalog.productById(productId, 'el');
  if (!product) throw new Error(`no product ${productId}`);
  return product.aggregates;
}

/** The customer's approved points. */
export async function pointsOf(t: TestApp, customerId: number): Promise<number> {
  return (await t.services.loyalty.account(customerId))?.pointsBalance ?? 0;
}
