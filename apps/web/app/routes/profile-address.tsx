import { NotFoundPage } from '~/components/not-found-page';
import { AddressEditor } from '~/features/customers';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/profile-address';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.addresses');

/** Serves both profile/addresses/create (no id) and profile/addresses/{id}. */
export default function ProfileAddressRoute({ params }: Route.ComponentProps) {
  if (params.id === undefined) return <AddressEditor id={null} />;
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <AddressEditor id={id} />;
}
