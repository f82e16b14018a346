import { SectionUnavailable } from '~/components/section-unavailable';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/contact';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.contact');

export default function ContactRoute() {
  return <SectionUnavailable section="contact" />;
}
