import { ExportsPage } from '~/features/admin-exports';
import { adminMeta } from '~/features/admin-frame';
import type { Route } from './+types/admin-exports';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'exports.title');

const athensDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(at);

/** The current month so far, unless the staff member chooses another period. */
export function loader() {
  const today = athensDay(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export default function AdminExportsRoute({ loaderData }: Route.ComponentProps) {
  return <ExportsPage {...loaderData} />;
}
