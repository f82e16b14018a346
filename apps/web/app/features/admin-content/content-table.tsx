import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ChoosableRow,
  DataTable,
  Header,
  ListSearch,
  Pager,
  SortHeader,
  useQueryLink,
} from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';

/** A page of a content list as the API answers it: sorted and paged on the server. */
export interface ContentListPage<Row> {
  items: Row[];
  total: number;
  page: number;
  psize: number;
}

export interface ContentColumn<Row> {
  label: string;
  /** The API's sort key of the column; none for a column the list does not sort on. */
  sort?: string;
  className?: string;
  cell: (row: Row) => ReactNode;
}

export interface ContentListState<Row> {
  list: ContentListPage<Row>;
  q: string;
  sort: string;
  dir: 'asc' | 'desc';
}

/**
 * A content kind's list: searched, sorted and paged on the server. The first column links to the
 * row's form (`?id=`), keeping the list's search, sort and page.
 */
export function ContentTable<Row extends { id: number }>({
  caption,
  search,
  columns,
  state,
  selected,
}: {
  caption: string;
  search: string;
  columns: ContentColumn<Row>[];
  state: ContentListState<Row>;
  selected: number | null;
}) {
  const { t } = useTranslation('admin');
  const link = useQueryLink();
  const { list, sort, dir } = state;
  return (
    <>
      <ListSearch q={state.q} label={search}>
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="dir" value={dir} />
      </ListSearch>
      <DataTable
        caption={caption}
        head={columns.map((column) =>
          column.sort ? (
            <SortHeader
              key={column.label}
              column={column.sort}
              sort={sort}
              dir={dir}
              className={column.className}
            >
              {column.label}
            </SortHeader>
          ) : (
            <Header key={column.label} className={column.className}>
              {column.label}
            </Header>
          ),
        )}
      >
        {list.items.length === 0 && (
          <tr>
            <td colSpan={columns.length} className="px-3 py-4 text-muted">
              {t('content.none')}
            </td>
          </tr>
        )}
        {list.items.map((row) => (
          <ChoosableRow key={row.id} current={row.id === selected}>
            {columns.map((column, index) => (
              <td key={column.label} className={`px-3 py-2 ${column.className ?? ''}`}>
                {index === 0 ? (
                  <Link to={link({ id: row.id })} className="text-brand-800 underline">
                    {column.cell(row)}
                  </Link>
                ) : (
                  column.cell(row)
                )}
              </td>
            ))}
          </ChoosableRow>
        ))}
      </DataTable>
      <Pager page={list.page} psize={list.psize} total={list.total} />
    </>
  );
}
