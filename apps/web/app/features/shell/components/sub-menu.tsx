import type { MenuItem } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { menuLink, shownChildren } from '../navigation-model';
import { NavigationAnchor } from './navigation-anchor';

/** A parent's entries, six before "show more" (spec 000 §9), then a link to the parent itself. */
export function SubMenu({
  parent,
  items,
  className = '',
  onChoose,
}: {
  parent: MenuItem;
  items: MenuItem[];
  className?: string;
  /** Called when one of its links is followed. */
  onChoose?: () => void;
}) {
  const { t } = useTranslation('shell');
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = shownChildren(items, expanded);
  return (
    <ul className={`space-y-1 text-sm ${className}`} aria-label={t('submenu_of', { name: parent.tl })}>
      {shown.map((item) => (
        <li key={item.id}>
          <NavigationAnchor
            link={menuLink(item)}
            onClick={onChoose}
            className={`block py-1 hover:text-brand-700 ${item.isHighlighted ? 'font-semibold text-sale' : 'text-muted'}`}
          >
            {item.tl}
          </NavigationAnchor>
        </li>
      ))}
      {more && (
        <li>
          <button
            type="button"
            className="py-1 text-brand-700 underline"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('common:menu.show_less') : t('common:menu.show_more')}
          </button>
        </li>
      )}
      <li>
        <NavigationAnchor
          link={menuLink(parent)}
          onClick={onChoose}
          className="block py-1 font-medium text-brand-700"
        >
          {t('common:menu.all_in', { name: parent.tl })}
        </NavigationAnchor>
      </li>
    </ul>
  );
}
