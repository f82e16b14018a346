import type { ReactNode } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';
import { isExternalLink, type NavigationLink } from '../navigation-model';

interface Props {
  link: Omit<NavigationLink, 'key' | 'text'>;
  className?: string;
  children: ReactNode;
  tabIndex?: number;
  'aria-hidden'?: boolean;
  onClick?: () => void;
}

/**
 * A menu entry's or cms link's anchor: a shop path in the page's language, or an external address
 * as it is; a new tab never gets a handle on this page (`noopener`) and says it opens one.
 */
export function NavigationAnchor({ link, className, children, ...rest }: Props) {
  const { t } = useTranslation('shell');
  const newTab = link.trg === '_blank';
  const content = (
    <>
      {children}
      {newTab && <span className="sr-only"> {t('new_tab')}</span>}
    </>
  );
  const targetProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isExternalLink(link)) {
    return (
      <a href={link.to} className={className} {...targetProps} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <LocalizedLink to={link.to} className={className} {...targetProps} {...rest}>
      {content}
    </LocalizedLink>
  );
}
