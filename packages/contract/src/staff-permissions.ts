import type { StaffRoleName } from './customers.ts';

/** What a staff call does to its area: reads it, or changes it. */
export type StaffAccess = 'read' | 'write';

const EVERY_ROLE = ['Inspector', 'SalesPerson', 'Admin'] as const satisfies readonly StaffRoleName[];
const SALES = ['SalesPerson', 'Admin'] as const satisfies readonly StaffRoleName[];
const ADMIN = ['Admin'] as const satisfies readonly StaffRoleName[];

/**
 * The one table of who may do what in the back office (decision record 027): an Inspector reads
 * everything and changes nothing; a SalesPerson handles orders, customers, reviews, appointments
 * and impersonation; an Admin also changes the catalogue, promotions, content and settings, and alone manages staff.
 * The server checks every staff call against it; the back office hides what a role may not do.
 */
export const STAFF_PERMISSIONS = {
  /** A staff member's own account (`staff/me`): their name and the back office's language. */
  self: { read: EVERY_ROLE, write: EVERY_ROLE },
  orders: { read: EVERY_ROLE, write: SALES },
  payments: { read: EVERY_ROLE, write: SALES },
  /** Receipts, invoices and credit notes: reading, exporting, sending again to myDATA. */
  documents: { read: EVERY_ROLE, write: SALES },
  customers: { read: EVERY_ROLE, write: SALES },
  impersonation: { read: EVERY_ROLE, write: SALES },
  reviews: { read: EVERY_ROLE, write: SALES },
  appointments: { read: EVERY_ROLE, write: SALES },
  newsletter: { read: EVERY_ROLE, write: SALES },
  contact: { read: EVERY_ROLE, write: SALES },
  catalog: { read: EVERY_ROLE, write: ADMIN },
  promotions: { read: EVERY_ROLE, write: ADMIN },
  content: { read: EVERY_ROLE, write: ADMIN },
  navigation: { read: EVERY_ROLE, write: ADMIN },
  settings: { read: EVERY_ROLE, write: ADMIN },
  /** Who works in the back office, and with which role: the Admin's alone to read and change. */
  staff: { read: ADMIN, write: ADMIN },
  audit: { read: EVERY_ROLE, write: [] },
  jobs: { read: EVERY_ROLE, write: ADMIN },
} as const satisfies Record<string, Record<StaffAccess, readonly StaffRoleName[]>>;

export type StaffArea = keyof typeof STAFF_PERMISSIONS;
export const STAFF_AREAS = Object.keys(STAFF_PERMISSIONS) as StaffArea[];

/** Whether a staff member of `role` may `access` the `area`. */
export function staffMay(role: StaffRoleName, area: StaffArea, access: StaffAccess): boolean {
  return (STAFF_PERMISSIONS[area][access] as readonly StaffRoleName[]).includes(role);
}
