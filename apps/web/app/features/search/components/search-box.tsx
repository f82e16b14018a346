import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH_EXCLUSIVE,
  SEARCH_NO_RESULTS_MIN_LENGTH_EXCLUSIVE,
  stripLanguage,
} from '@shop/contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { useBrowserData } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { getSuggestions } from '../api/get-suggestions';
import { LinkChips } from './link-chips';

/** The term to ask suggestions for: settled for 500 ms and longer than 2 characters (spec 000 §5). */
function useDebouncedTerm(text: string): string {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    const timer = setTimeout(
      () => setTerm(trimmed.length > SEARCH_MIN_LENGTH_EXCLUSIVE ? trimmed : ''),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);
  return term;
}

/** The query a page answers: the results page's `key`, else none. */
function queryOfPage(pathname: string, search: string): string {
  return stripLanguage(pathname) === '/search-results' ? (new URLSearchParams(search).get('key') ?? '') : '';
}

/**
 * Arrow keys move through the dropdown's links (down from the box to the first, up from the
 * first back to the box); Escape returns to the box.
 */
function moveThroughLinks(
  event: KeyboardEvent,
  dropdown: HTMLElement | null,
  input: HTMLInputElement | null,
) {
  if (!dropdown || !['ArrowDown', 'ArrowUp', 'Escape'].includes(event.key)) return;
  const links = [...dropdown.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  event.preventDefault();
  if (event.key === 'Escape') {
    input?.focus();
    return;
  }
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
  if (next < 0) input?.focus();
  else links[next]?.focus();
}

/**
 * The header search box with its dropdown: five suggestion links and the matching products.
 * Navigating closes the results (spec 000 §4) and clears the box, except on the results page,
 * where it keeps the query to refine; the dropdown opens only for what the shopper types.
 */
export function SearchBox({ className, submitIcon }: { className?: string; submitIcon: React.ReactNode }) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const localize = useLocalizedPath();
  const location = useLocation();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState(() => queryOfPage(location.pathname, location.search));
  const [typed, setTyped] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const term = useDebouncedTerm(typed ? text : '');
  // Asked only for a settled term (an empty one asks nothing).
  const { data, loading } = useBrowserData(
    term === '' ? null : ['search', 'suggestions', language, term],
    (signal) => getSuggestions(language, term, signal),
  );

  useEffect(() => {
    setText(queryOfPage(location.pathname, location.search));
    setTyped(false);
  }, [location.pathname, location.search]);

  const open = typed && text.trim() !== '' && term !== '';
  const links = data?.items.filter((item) => item.pid === null) ?? [];
  const products = data?.items.filter((item) => item.pid !== null) ?? [];
  const showNoResults =
    !loading &&
    data !== undefined &&
    products.length === 0 &&
    term.length > SEARCH_NO_RESULTS_MIN_LENGTH_EXCLUSIVE;

  return (
    <Form
      method="get"
      action={localize('/search-results')}
      role="search"
      className={`relative ${className ?? ''}`}
      onKeyDown={(event) => {
        if (open) moveThroughLinks(event, dropdownRef.current, inputRef.current);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="key"
        type="search"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTyped(true);
        }}
        placeholder={t('placeholder')}
        aria-controls={open ? listId : undefined}
        aria-expanded={open}
        className="w-full rounded-l-full border border-line px-4 py-2 text-sm focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        data-testid="search-input"
      />
      <button type="submit" className="rounded-r-full bg-brand-700 px-4 text-white" aria-label={t('label')}>
        {submitIcon}
      </button>
      {open && (
        <div
          ref={dropdownRef}
          id={listId}
          className="absolute top-full right-0 left-0 z-40 mt-1 rounded-lg border border-line bg-white p-3 text-sm shadow-lg"
          data-testid="search-dropdown"
        >
          {products.length > 0 && (
            <section aria-label={t('products')}>
              <h2 className="mb-1 text-xs font-semibold text-muted uppercase">{t('products')}</h2>
              <ul className="mb-2 space-y-1">
                {products.map((item) => (
                  <li key={`p${item.pid}`}>
                    <LocalizedLink to={item.nu} className="block rounded px-2 py-1 hover:bg-brand-50">
                      {item.tl}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {showNoResults && <p className="px-2 py-1 text-muted">{t('no_results', { key: term })}</p>}
          {links.length > 0 && (
            <section aria-label={t('suggestions')}>
              <h2 className="mb-1 text-xs font-semibold text-muted uppercase">{t('suggestions')}</h2>
              <LinkChips links={links} testId="search-suggestions" />
            </section>
          )}
          <LocalizedLink
            to={`/search-results?key=${encodeURIComponent(term)}`}
            className="mt-2 block text-right text-brand-700 underline"
          >
            {t('see_all')}
          </LocalizedLink>
        </div>
      )}
    </Form>
  );
}
