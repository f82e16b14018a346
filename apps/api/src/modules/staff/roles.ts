import { Role, type StaffRoleName } from '@shop/contract';

/** The stored number of each staff role (`Role` of the contract). */
export const ROLE_VALUES: Record<StaffRoleName, number> = {
  Inspector: Role.Inspector,
  SalesPerson: Role.SalesPerson,
  Admin: Role.Admin,
};

export function roleName(value: number): StaffRoleName | null {
  if (value === Role.Inspector) return 'Inspector';
  if (value === Role.SalesPerson) return 'SalesPerson';
  if (value === Role.Admin) return 'Admin';
  return null;
}
