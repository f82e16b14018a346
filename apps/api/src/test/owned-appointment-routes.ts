/**
 * Rows of the cross-customer matrix (`cross-customer.test.ts`, all rows in `owned-routes.ts`) for
 * appointments: one is found by its id within the token's customer, so another customer's cancel
 * answers 404 and changes nothing; staff's cancel opens to no customer's token, A's included.
 */
import type { Appointment } from '@shop/contract';
import { expect } from 'vitest';
import { type Case, type CustomerWorld, denyAll } from './customer-world.ts';

/** A's appointments as A's own call reads them, to check another customer's call changed none. */
async function appointmentsOfA({ t, a }: CustomerWorld): Promise<Appointment[]> {
  return t.services.appointments.forCustomer(a.id, 'el');
}

function unchanged(world: CustomerWorld, before: Promise<Appointment[]>) {
  return async () => expect(await appointmentsOfA(world)).toEqual(await before);
}

export const appointmentRoutes: Case[] = [
  {
    op: 'GET appointments/getforcustomer',
    others: () => [
      { who: 'B', status: [200], check: (body) => expect(body).toEqual({ items: [] }) },
      { who: 'guest', status: [401] },
    ],
    owner: ({ A }) => ({ who: 'A', status: [200], sees: `"id":${A.appointment},` }),
  },
  {
    op: 'POST appointments/cancel',
    others: (world) => {
      const before = appointmentsOfA(world);
      return denyAll({ body: { id: world.A.appointment } }).map((call) => ({
        ...call,
        check: unchanged(world, before),
      }));
    },
    owner: ({ A }) => ({
      who: 'A',
      body: { id: A.spareAppointment },
      status: [200],
      sees: '"sts":"Cancelled"',
    }),
  },
  {
    op: 'POST admin/appointments/cancel',
    others: (world) => {
      const before = appointmentsOfA(world);
      return denyAll({ body: { id: world.A.appointment, nt: 'x' } }, ['A', 'B', 'guest']).map((call) => ({
        ...call,
        check: unchanged(world, before),
      }));
    },
    owner: ({ A }) => ({
      who: 'staff',
      body: { id: A.staffAppointment, nt: 'Ο φαρμακοποιός λείπει.' },
      status: [200],
      sees: '"sts":"Cancelled"',
    }),
  },
];
