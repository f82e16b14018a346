/**
 * Rows of the cross-customer matrix (`cross-customer.test.ts`, all rows in `owned-routes.ts`) for
 * the customer's own data: the token names the customer, so B reaches only B's. The deletion's
 * rows send wrong passwords only: the matrix's customers must outlive it, and a real deletion is
 * `own-data.test.ts`'s.
 */
import type { OwnDataExport } from '@shop/contract';
import { expect } from 'vitest';
import { A_LAST, A_TITLE, type Case } from './customer-world.ts';

const WRONG_PASSWORD = 'Not-the-password-1';

export const ownDataRoutes: Case[] = [
  {
    op: 'GET customers/exportmydata',
    others: ({ b }) => [
      {
        who: 'B',
        status: [200],
        check: (body) => expect((body as OwnDataExport).account).toMatchObject({ id: b.id, eml: b.eml }),
      },
      { who: 'guest', status: [401] },
    ],
    owner: ({ a }) => ({
      who: 'A',
      status: [200],
      sees: A_TITLE,
      check: (body) => expect((body as OwnDataExport).account).toMatchObject({ id: a.id, lnm: A_LAST }),
    }),
  },
  {
    op: 'POST customers/withdrawconsents',
    others: () => [
      { who: 'B', status: [200] },
      { who: 'guest', status: [401] },
    ],
    owner: () => ({ who: 'A', status: [200] }),
  },
  {
    op: 'POST customers/deleteaccount',
    others: () => [
      { who: 'B', body: { pwd: WRONG_PASSWORD }, status: [400] },
      { who: 'guest', body: { pwd: WRONG_PASSWORD }, status: [401] },
    ],
    owner: () => ({
      who: 'A',
      body: { pwd: WRONG_PASSWORD },
      status: [400],
      check: (body) => expect(body).toMatchObject({ errors: { pwd: ['invalid_current_password'] } }),
    }),
  },
];
