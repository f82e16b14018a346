import type { ContributorSummary } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { ContributorAvatar } from './contributor-avatar';

/** Who wrote or presents an item, beside its title: avatar, name (to their page) and role. */
export function ContributorByline({
  contributor,
  testId,
}: {
  contributor: ContributorSummary;
  testId?: string;
}) {
  return (
    <span className="flex items-center gap-2">
      <ContributorAvatar contributor={contributor} size={40} />
      <span className="flex flex-col">
        <LocalizedLink
          to={`/contributor/${contributor.eurl}`}
          className="font-medium text-ink hover:text-brand-700 hover:underline"
          data-testid={testId}
        >
          {contributor.nm}
        </LocalizedLink>
        <span>{contributor.role}</span>
      </span>
    </span>
  );
}
