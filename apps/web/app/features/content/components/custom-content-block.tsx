import type { ReactNode } from 'react';
import { useLanguage } from '~/lib/language';
import { type CustomContentKey, useCustomContent } from '../api/content-pages';
import { RICH_TEXT } from './rich-text';

/**
 * The text the shop attached to an entity at a place of its page (spec 000 §7), e.g. a category's
 * intro; `fallback` (else nothing) where it has none. Server-rendered where the page's loader
 * prefetched `customContentQuery` with the same key.
 */
export function CustomContentBlock({
  fallback = null,
  className = '',
  ...key
}: CustomContentKey & { fallback?: ReactNode; className?: string }) {
  const language = useLanguage();
  const { data } = useCustomContent(language, key);
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
