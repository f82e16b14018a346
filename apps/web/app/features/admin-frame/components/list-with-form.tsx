import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '~/lib/language';
import { adminPath } from '../paths';
import { PageHeading } from './data-table';

interface ListWithFormProps {
  title: string;
  /** The page's own address (`/stores`): without a chosen entry its form makes a new one. */
  path: string;
  /** The link's text that opens the form of a new entry; none where a role may make none. */
  newText?: string;
  /** Search and filters above the list. */
  filters?: ReactNode;
  /** The table and its pager. */
  list: ReactNode;
  /** The form of the chosen entry, or of a new one. */
  form: ReactNode;
}

/**
 * The back office's list page: its heading with the way to a new entry, the list, and beside it
 * the form of the entry chosen from it (`?id=`), so an edit never leaves the list.
 */
export function ListWithForm({ title, path, newText, filters, list, form }: ListWithFormProps) {
  const language = useLanguage();
  return (
    <>
      <PageHeading title={title}>
        {newText && (
          <Link to={adminPath(language, path)} className="text-sm underline">
            {newText}
          </Link>
        )}
      </PageHeading>
      {filters}
      <div className="grid gap-4 xl:grid-cols-2">
        <div className="min-w-0">{list}</div>
        {form}
      </div>
    </>
  );
}

/** A list's row, marked when it is the entry whose form is open. */
export function ChoosableRow({ current, children }: { current: boolean; children: ReactNode }) {
  return (
    <tr aria-current={current ? 'true' : undefined} className="aria-[current=true]:bg-brand-50">
      {children}
    </tr>
  );
}
