import { STAFF_ROLES, type StaffRoleName, staffMay } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffGuardedRoute } from '../../plugins/auth.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { signedInStaff } from './test-fixtures.ts';

/** Staff paths anyone may call: signing in. Every other one must carry a staff guard. */
const OPEN_STAFF_ROUTES = new Set(['POST /api/:lang/staff/login']);

/** Calls that are POSTs only for the size of what they send and change nothing: a read access is theirs. */
const READING_POSTS = new Set(['POST /api/:lang/admin/content/preview']);

/** Signing out ends the session of the token it is sent with, so it is called after every other route. */
const SIGN_OUT = 'POST /api/:lang/staff/logout';

let t: TestApp;
let routes: StaffGuardedRoute[];
const tokens = new Map<StaffRoleName | 'customer', string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) tokens.set(role, await signedInStaff(t, role));
  tokens.set('customer', (await signedUpCustomer(t)).at);
  await t.app.ready();
  routes = t.app.staffGuards;
});
afterAll(() => t.close());

/** The route's path with its parameters filled: the language, and 1 for anything else. */
function urlOf(route: StaffGuardedRoute): string {
  return route.url.replace(':lang', 'en').replace(/:(\w+)/g, '1');
}

async function call(route: StaffGuardedRoute, bearer: string | undefined) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: route.method as 'GET' | 'POST',
    url: urlOf(route),
    headers: { ...token.headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
}

const name = (route: StaffGuardedRoute) => `${route.method} ${route.url}`;

const unguarded = (list: StaffGuardedRoute[]) =>
  list.filter((route) => route.guard === null && !OPEN_STAFF_ROUTES.has(name(route))).map(name);

describe('the staff role matrix (STAFF_PERMISSIONS, decision 027)', () => {
  it('finds the staff routes from the app itself, every one guarded but the sign-in', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(unguarded(routes)).toEqual([]);
    expect(routes.filter((route) => route.url.includes('/admin/')).length).toBeGreaterThan(15);
  });

  it('catches an admin route added without a guard', async () => {
    const other = await createTestApp();
    try {
      other.app.post('/api/:lang/admin/forgotten/save', async () => ({ ok: true }));
      await other.app.ready();
      expect(unguarded(other.app.staffGuards)).toEqual(['POST /api/:lang/admin/forgotten/save']);
    } finally {
      await other.close();
    }
  });

  it('asks for write access on every call that is not a GET, so an Inspector changes nothing', () => {
    const readingWrites = routes
      .filter(
        (route) =>
          route.guard &&
          route.method !== 'GET' &&
          route.guard.access !== 'write' &&
          !READING_POSTS.has(name(route)),
      )
      .map(name);
    expect(readingWrites).toEqual([]);
  });

  it('answers each role as the table says: 401 without a staff token, 403 for a role the area refuses', async () => {
    const wrong: string[] = [];
    const signOutLast = [...routes].sort(
      (a, b) => Number(name(a) === SIGN_OUT) - Number(name(b) === SIGN_OUT),
    );
    expect(signOutLast.at(-1) && name(signOutLast.at(-1) as StaffGuardedRoute)).toBe(SIGN_OUT);
    for (const route of signOutLast) {
      const guard = route.guard;
      if (!guard) continue;
      const expectations: [string, string | undefined, (status: number) => boolean][] = [
        ['nobody', undefined, (status) => status === 401],
        ['customer', tokens.get('customer'), (status) => status === 401],
        ...STAFF_ROLES.map((role): [string, string | undefined, (status: number) => boolean] => [
          role,
          tokens.get(role),
          staffMay(role, guard.area, guard.access)
            ? (status) => status !== 401 && status !== 403
            : (status) => status === 403,
        ]),
      ];
      for (const [who, bearer, expected] of expectations) {
        const response = await call(route, bearer);
        if (!expected(response.statusCode))
          wrong.push(`${name(route)} (${guard.area} ${guard.access}) as ${who}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
