import type { StaffRoleName } from '@shop/contract';
import { expect } from 'vitest';
import { type TestApp, xsrf } from '../../test/index.ts';
import { uniqueIp } from '../customers/test-fixtures.ts';

const STAFF_PASSWORD = 'staff-password-long';
let nextStaff = 0;

/** A new staff member of the role, signed in through `staff/login`: the bearer token. */
export async function signedInStaff(t: TestApp, role: StaffRoleName): Promise<string> {
  nextStaff += 1;
  const email = `${role.toLowerCase()}.${nextStaff}.${process.pid}@pharmacy.gr`;
  await t.services.staff.create(email, role, STAFF_PASSWORD);
  const token = await xsrf(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/el/staff/login',
    headers: token.headers,
    remoteAddress: uniqueIp(),
    payload: { eml: email, pwd: STAFF_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ at: string }>().at;
}

/** A new staff member of the role, not signed in: the id an audited change names. */
export function staffMemberId(t: TestApp, role: StaffRoleName = 'SalesPerson'): Promise<number> {
  nextStaff += 1;
  return t.services.staff.create(
    `${role.toLowerCase()}.${nextStaff}.${process.pid}@pharmacy.gr`,
    role,
    STAFF_PASSWORD,
  );
}
