import { type StaffArea, type StaffRoleName, staffMay } from '@shop/contract';
import { useMatches } from 'react-router';
import type { StaffMember } from './components/admin-shell';

/** The signed-in staff member, as the back office's layout loaded them. */
export function useStaff(): StaffMember {
  const matches = useMatches();
  for (const match of matches) {
    const data = match.loaderData as { staff?: StaffMember } | undefined;
    if (data?.staff) return data.staff;
  }
  throw new Error('useStaff outside the back office');
}

/** Whether the staff member may change the area: forms and buttons of a change show only then. */
export function useMayChange(area: StaffArea): boolean {
  const role: StaffRoleName = useStaff().role;
  return staffMay(role, area, 'write');
}
