import type { MouseEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { useLanguage } from '~/lib/language';
import { reportSearchClick } from '../api/report-search-click';

/**
 * Around a search's results: the first product the shopper opens from them is reported, once per
 * search, so the back office knows which searches lead somewhere. A report that fails is dropped.
 */
export function ClicksReported({ searchTerm, children }: { searchTerm: string; children: ReactNode }) {
  const language = useLanguage();
  const reported = useRef<string | null>(null);
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a[href*="/products/"]');
    if (!link || reported.current === searchTerm) return;
    reported.current = searchTerm;
    reportSearchClick(language, searchTerm).catch(() => undefined);
  };
  // It listens to its links' clicks (a link opened with the keyboard fires click too); it is not clicked itself.
  return <div onClickCapture={onClickCapture}>{children}</div>;
}
