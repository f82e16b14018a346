import type { ContractSchema } from '~/components/ui/use-contract-form';
import { chosenId, pageQuery } from '~/features/admin-frame';
import { attempt, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { ContentListPage, ContentListState } from './content-table';

interface ListQuery {
  q?: string;
  page: number;
  psize: number;
  sort: string;
  dir: 'asc' | 'desc';
}

/**
 * A content page's data: the list (`admin/{api}/list`) searched, sorted and paged as its address
 * says (anything unreadable falls back to the kind's defaults), and the chosen entry read on its
 * own (`admin/{api}/get`), since it may be on another page of the list.
 */
export async function loadContentList<Row, Entry>(
  request: Request,
  api: string,
  querySchema: ContractSchema<ListQuery>,
): Promise<ContentListState<Row> & { selected: Entry | null }> {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const read = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const q = read('q') ?? '';
  const asked = querySchema.safeParse({
    q: q || undefined,
    ...pageQuery(url),
    psize: 25,
    sort: read('sort'),
    dir: read('dir'),
  });
  const fallback = querySchema.safeParse({ page: 1, psize: 25 });
  const query = asked.success ? asked.data : fallback.success ? fallback.data : null;
  if (!query) throw new Error(`the ${api} list query has no defaults`);
  const list = await staffApi<ContentListPage<Row>>(request, language, `admin/${api}/list`, {
    query: { ...query },
  });
  const id = chosenId(url);
  const selected =
    id === null
      ? null
      : await attempt('load', () =>
          staffApi<Entry>(request, language, `admin/${api}/get`, { query: { id } }),
        );
  return {
    list,
    q,
    sort: query.sort,
    dir: query.dir,
    selected: selected?.ok ? selected.data : null,
  };
}
