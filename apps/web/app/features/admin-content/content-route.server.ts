import type { z } from 'zod/mini';
import type { ContractSchema } from '~/components/ui/use-contract-form';
import { deleteEntry, intentOf, openNew, saveEntry } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import { loadContentList } from './content-loader.server';
import type { ContentListPage } from './content-table';

interface ContentRoute<Row, Entry, Sent extends object, Extra> {
  /** The API's name of the kind: `admin/{api}/list`, `get`, `save`, `delete`. */
  api: string;
  /** The contract's shapes of the list's and the get's answers, which type the page's data. */
  answers: { list: z.ZodMiniType<ContentListPage<Row>>; entry: z.ZodMiniType<Entry> };
  /** The page's address in the back office, `/videos`. */
  page: string;
  // biome-ignore lint/suspicious/noExplicitAny: each kind's list query has its own sort keys.
  querySchema: ContractSchema<any>;
  schema: ContractSchema<Sent>;
  input: (form: FormData) => unknown;
  /** The save call when it is not `admin/{api}/save` (articles and events insert and update). */
  savePath?: (sent: Sent) => string;
  /** What else the form chooses from (categories, contributors). */
  extra?: (request: Request, language: 'el' | 'en') => Promise<Extra>;
}

/**
 * A content kind's page data and changes: the list (search, sort, page), the chosen entry, and the
 * action that saves (a new one opens as the one chosen) or deletes one, refusals on the form.
 */
export function contentRoute<Row, Entry, Sent extends object, Extra = object>({
  api,
  page,
  querySchema,
  schema,
  input,
  savePath,
  extra,
}: ContentRoute<Row, Entry, Sent, Extra>) {
  return {
    async loader(request: Request) {
      const language = languageOf(new URL(request.url).pathname);
      const [state, more] = await Promise.all([
        loadContentList<Row, Entry>(request, api, querySchema),
        extra ? extra(request, language) : Promise.resolve({} as Extra),
      ]);
      return { ...state, ...more };
    },
    async action(request: Request) {
      const form = await request.formData();
      if (intentOf(form) === 'delete')
        return deleteEntry(request, form, { path: `admin/${api}/delete`, page });
      return saveEntry(request, form, {
        schema,
        input,
        path: savePath ?? `admin/${api}/save`,
        reopen: openNew(page),
      });
    },
  };
}
