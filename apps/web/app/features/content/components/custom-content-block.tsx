import type { CustomContent } from '@shop/contract';
import type { ReactNode } from 'react';
import { RICH_TEXT } from './rich-text';

/**
 * The text the shop attached to an entity at a place of its page (spec 000 §7), e.g. a category's
 * intro, which the page's loader read with `getCustomContent`; `fallback` (else nothing) where it
 * has none.
 */
export function CustomContentBlock({
  content: data,
  fallback = null,
  className = '',
}: {
  content: CustomContent | null;
  fallback?: ReactNode;
  className?: string;
}) {
  if (!data) return fallback;
  return (
    <div
      className={`${RICH_TEXT} ${className}`}
      lang={data.lng}
      data-testid="custom-content"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitised this HTML with its allow-list when it was stored (decision 020).
      dangerouslySetInnerHTML={{ __html: data.html }}
    />
  );
}
