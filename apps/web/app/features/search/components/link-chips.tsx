import type { SearchLink } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';

/** Links drawn as rounded chips: the search box's suggestions and what an empty search offers. */
export function LinkChips({
  links,
  testId,
  className,
}: {
  links: SearchLink[];
  testId: string;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className ?? ''}`} data-testid={testId}>
      {links.map((link) => (
        <li key={link.nu + link.tl}>
          <LocalizedLink
            to={link.nu}
            className="inline-block rounded-full border border-line px-3 py-1 hover:border-brand-700"
          >
            {link.tl}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
