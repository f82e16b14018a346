import { AppointmentsPage } from '~/features/appointments';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-appointments';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'appointments:list.title');

export default function ProfileAppointmentsRoute() {
  return <AppointmentsPage />;
}
