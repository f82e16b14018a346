import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';
import { isExternalLink, type NavigationLink } from '../navigation-model';

interface Props {
  link: Omit<NavigationLink, 'key' | 'text'>;
  className?: string;
  children: string;
  tabIndex?: number;
  'aria-hidden'?: boolean;
  onClick?: () => void;
}

/**
 * A menu entry's or cms link's anchor: a shop path in the page's language, or an external address
 * as it is; a new tab never gets a handle on this page (`noopener`) and says it opens one, in its
 * accessible name (a visually hidden text would be one more element for each such link).
 */
export function NavigationAnchor({ link, className, children, ...rest }: Props) {
  const { t } = useTranslation('shell');
  const newTab = link.trg === '_blank';
  const targetProps = newTab
    ? { target: '_blank', rel: 'noopener noreferrer', 'aria-label': `${children} ${t('new_tab')}` }
    : {};
  if (isExternalLink(link)) {
    return (
      <a href={link.to} className={className} {...targetProps} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <LocalizedLink to={link.to} className={className} {...targetProps} {...rest}>
      {children}
    </LocalizedLink>
  );
}
