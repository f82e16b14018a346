import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/lib/use-translation';

/** The page's address with some query parameters changed (an empty value removes one). */
export function useQueryLink(): (changes: Record<string, string | number | undefined>) => string {
  const location = useLocation();
  return (changes) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') params.delete(key);
      else params.set(key, String(value));
    }
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
}

interface SortHeaderProps {
  column: string;
  sort: string;
  dir: 'asc' | 'desc';
  children: ReactNode;
  className?: string;
}

/** A column heading that sorts the table on the server: first ascending, then descending. */
export function SortHeader({ column, sort, dir, children, className }: SortHeaderProps) {
  const link = useQueryLink();
  const active = sort === column;
  const next = active && dir === 'asc' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-3 py-2 text-left font-medium ${className ?? ''}`}
    >
      <Link
        to={link({ sort: column, dir: next, page: undefined })}
        className="inline-flex items-center gap-1 hover:underline"
      >
        {children}
        <span aria-hidden="true" className="text-xs">
          {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </Link>
    </th>
  );
}

/** Plain column heading. */
export function Header({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`px-3 py-2 text-left font-medium ${className ?? ''}`}>
      {children}
    </th>
  );
}

/** A table in a scrolling frame, so a wide one scrolls on a phone instead of the page. */
export function DataTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-gray-50">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/** Previous and next page links and where the page is in the whole, paged on the server. */
export function Pager({ page, psize, total }: { page: number; psize: number; total: number }) {
  const { t } = useTranslation('admin');
  const link = useQueryLink();
  const pages = Math.max(1, Math.ceil(total / psize));
  const from = total === 0 ? 0 : (page - 1) * psize + 1;
  const to = Math.min(total, page * psize);
  return (
    <nav aria-label={t('pager.label')} className="mt-3 flex items-center gap-4 text-sm">
      <span>{t('pager.range', { from, to, total })}</span>
      {page > 1 ? (
        <Link to={link({ page: page - 1 })} className="underline" rel="prev">
          {t('pager.previous')}
        </Link>
      ) : null}
      {page < pages ? (
        <Link to={link({ page: page + 1 })} className="underline" rel="next">
          {t('pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}

/** A page's heading and the actions beside it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}
