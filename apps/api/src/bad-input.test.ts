/**
 * Issue 14 gate: bad input generated from the API's own OpenAPI document. Every operation the
 * document lists gets requests that are invalid by construction (a required field missing, a
 * field of the wrong type or out of range, huge, NUL or unpaired-surrogate text, broken JSON,
 * the wrong content type, an empty body, bad query and path parameters), with a valid XSRF token,
 * half of them with the bearer token the route needs. None may answer 5xx, every 4xx is the one
 * error shape, none may be accepted, and the database is the same afterwards.
 *
 * Deterministic: the values fast-check adds (extra fields, wrong-typed values, where broken JSON
 * is cut, the order of the requests) come from a fixed seed.
 */
import { apiErrorSchema } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from './db/client.ts';
import { PASSWORD, signedUpCustomer, uniqueIp } from './modules/customers/test-fixtures.ts';
import { buildRequests, shuffle } from './test/bad-requests.ts';
import type { Fixtures } from './test/bad-values.ts';
import { type DatabaseSnapshot, snapshot } from './test/database-snapshot.ts';
import { createTestApp, insertTestCatalogue, type TestApp, xsrf } from './test/index.ts';
import { type OpenApiDocument, type Operation, operationsOf } from './test/openapi-operations.ts';
import type { BadRequest, Principal } from './test/operation-requests.ts';

const SEED = 14;

/**
 * Tables a rejected request may legitimately change: none. Attempt counters (`attempt_windows`)
 * count only requests that passed validation, sessions are only read to authenticate, the
 * impersonation log is written only for sessions a SalesPerson opened (none here), and mail is
 * only queued by accepted requests.
 */
const TABLES_ALLOWED_TO_CHANGE: readonly string[] = [];

/** Payment providers' notifications: no schema, and 2xx for what is not ours (see webhook-routes.ts). */
const WEBHOOK_PREFIX = '/api/webhooks/';

/** Alpha Bank's gateway posts a plain form from the shopper's browser: there a form is no defect. */
const FORM_ROUTES = [`${WEBHOOK_PREFIX}alpha`];

interface Outcome {
  request: BadRequest;
  status: number;
  body: string;
}

let t: TestApp;
let operations: Operation[];
const outcomes: Outcome[] = [];
let before: DatabaseSnapshot;
let after: DatabaseSnapshot;
let elapsedMs = 0;

beforeAll(async () => {
  t = await createTestApp();
  const catalogue = await insertTestCatalogue(t, 24);
  const product = catalogue[0];
  if (!product) throw new Error('no product');
  const { db } = t.database;
  const [category] = await queryRows<{ id: number; url: string }>(
    db,
    sql`select id, eurl as url from categories order by id limit 1`,
  );
  const [manufacturer] = await queryRows<{ id: number; url: string }>(
    db,
    sql`select id, eurl as url from manufacturers order by id limit 1`,
  );

  const email = 'bad-input.customer@example.gr';
  const session = await signedUpCustomer(t, email);
  const token = await xsrf(t.app);
  const customerAuth = { ...token.headers, authorization: `Bearer ${session.at}` };
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/el/addresses/insertbycustomer',
    headers: customerAuth,
    payload: { tl: 'Σπίτι', adr1: 'Ερμού 1', crid: 1, ct: 'Αθήνα', pc: '10563' },
  });
  const wishlist = await t.app.inject({
    method: 'POST',
    url: '/api/el/wishlists/insert',
    headers: customerAuth,
    payload: { nm: 'Λίστα' },
  });
  expect(address.statusCode).toBe(200);
  expect(wishlist.statusCode).toBe(200);
  const [customer] = await queryRows<{ id: number }>(
    db,
    sql`select id from customers where email = ${email}`,
  );

  const tokens: Record<Principal, string> = {
    customer: session.at,
    Inspector: '',
    SalesPerson: '',
    Admin: '',
  };
  for (const role of ['Inspector', 'SalesPerson', 'Admin'] as const) {
    await t.services.staff.create(`bad-input.${role.toLowerCase()}@example.gr`, role, PASSWORD);
    tokens[role] = (await t.services.staff.login(`bad-input.${role.toLowerCase()}@example.gr`, PASSWORD)).at;
  }

  const fixtures: Fixtures = {
    productId: product.id,
    productUrl: product.eurl,
    productCode: product.code,
    categoryId: Number(category?.id ?? 1),
    categoryUrl: String(category?.url ?? 'category'),
    manufacturerId: Number(manufacturer?.id ?? 1),
    manufacturerUrl: String(manufacturer?.url ?? 'manufacturer'),
    addressId: address.json<{ id: number }>().id,
    wishlistId: wishlist.json<{ id: number }>().id,
    customerId: Number(customer?.id ?? 1),
    email,
  };

  await t.app.ready();
  operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument, WEBHOOK_PREFIX);

  // Which bearer token an authenticated route takes: the first one it does not refuse as such
  // (a NUL in a query parameter is then refused by validation, 400).
  const principalOf = new Map<string, Principal>();
  for (const operation of operations.filter((item) => item.auth !== 'none')) {
    const url = `${operation.path.replace('{lang}', 'el')}?zz=a%00b`;
    for (const principal of ['customer', 'SalesPerson', 'Admin', 'Inspector'] as const) {
      const response = await t.app.inject({
        method: operation.method,
        url,
        headers: { ...token.headers, authorization: `Bearer ${tokens[principal]}` },
        remoteAddress: uniqueIp(),
      });
      if (response.statusCode !== 401 && response.statusCode !== 403) {
        principalOf.set(`${operation.method} ${operation.path}`, principal);
        break;
      }
    }
  }

  const requests = shuffle(
    buildRequests(operations, { seed: SEED, fixtures, xsrfHeaders: token.headers, formRoutes: FORM_ROUTES }),
    SEED,
  );
  for (const [index, request] of requests.entries()) {
    const principal = principalOf.get(request.operation) ?? 'customer';
    request.signedIn = index % 2 === 1;
    request.principal = principal;
  }

  before = await snapshot(t);
  const started = performance.now();
  for (const request of requests) {
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: request.signedIn
        ? { ...request.headers, authorization: `Bearer ${tokens[request.principal ?? 'customer']}` }
        : request.headers,
      remoteAddress: uniqueIp(),
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    outcomes.push({ request, status: response.statusCode, body: response.body });
  }
  elapsedMs = performance.now() - started;
  after = await snapshot(t);
}, 300_000);

afterAll(() => t?.close());

const describeOutcome = ({ request, status, body }: Outcome) =>
  `${status} ${request.operation} [${request.kind}]${request.signedIn ? ' signed in' : ''}: ${body.slice(0, 200)}`;

describe('bad input generated from the OpenAPI document', () => {
  it('reaches every operation, at least 3 000 requests, half of them signed in', () => {
    const reached = new Set(outcomes.map((outcome) => outcome.request.operation));
    expect(operations.length).toBeGreaterThan(0);
    expect([...reached].sort()).toEqual(operations.map((item) => `${item.method} ${item.path}`).sort());
    expect(outcomes.length).toBeGreaterThanOrEqual(3000);
    const signedIn = outcomes.filter((outcome) => outcome.request.signedIn).length;
    expect(Math.abs(signedIn * 2 - outcomes.length)).toBeLessThanOrEqual(1);
    console.info(
      `bad input: ${operations.length} operations, ${outcomes.length} requests in ${(elapsedMs / 1000).toFixed(1)} s`,
    );
  });

  it('never answers 5xx', () => {
    expect(outcomes.filter((outcome) => outcome.status >= 500).map(describeOutcome)).toEqual([]);
  });

  it('answers every 4xx in the one error shape', () => {
    const strict = z.strictObject(apiErrorSchema.shape);
    const misshapen = outcomes.filter((outcome) => {
      if (outcome.status < 400 || outcome.status >= 500) return false;
      try {
        return !strict.safeParse(JSON.parse(outcome.body)).success;
      } catch {
        return true;
      }
    });
    expect(misshapen.map(describeOutcome)).toEqual([]);
  });

  it('accepts none of it', () => {
    const accepted = outcomes.filter((outcome) => outcome.status < 400 && !outcome.request.webhook);
    expect(accepted.map(describeOutcome)).toEqual([]);
  });

  it('only acknowledges at the payment webhooks, as they answer what is not theirs', () => {
    // A provider is told 200 for a notification that is not ours (else it sends it again), and
    // Alpha Bank's browser form is sent on (303) to the storefront's failure page.
    const acknowledged = outcomes.filter((outcome) => outcome.status < 400 && outcome.request.webhook);
    const otherwise = acknowledged.filter(
      ({ status, body }) =>
        !(status === 303 || (status === 200 && body === '{"received":true,"outcome":null}')),
    );
    expect(otherwise.map(describeOutcome)).toEqual([]);
  });

  it('leaves the database as it was', () => {
    const compared = (state: DatabaseSnapshot) =>
      Object.fromEntries(Object.entries(state).filter(([name]) => !TABLES_ALLOWED_TO_CHANGE.includes(name)));
    expect(Object.keys(before).length).toBeGreaterThan(40);
    expect(compared(after)).toEqual(compared(before));
  });
});
