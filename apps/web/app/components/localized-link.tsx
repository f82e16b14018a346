import { Link, type LinkProps } from 'react-router';
import { useLocalizedPath } from '~/lib/language';

/** A link to a path given without language prefix, rendered in the current language's form. */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}
