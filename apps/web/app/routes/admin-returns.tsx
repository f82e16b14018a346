import {
  type AdminReturn,
  type AdminReturnQuery,
  type AdminStockLocation,
  adminReturnQuerySchema,
  type OrderReturn,
} from '@shop/contract';
import { adminMeta, listQuery } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import {
  isReturnStep,
  type ReturnsData,
  ReturnsPage,
  returnsTranslations,
  STEP_FORMS,
} from '~/features/admin-returns';
import { loadRouteNamespaces } from '~/lib/i18n';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-returns';

const namespaces = [returnsTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'nav.returns');

/** A return is a card with its lines and steps, so a page holds fewer than a table's rows. */
const PAGE_SIZE = 10;
const RETURN_FILTERS = ['q', 'st'] as const;

export async function loader({ request }: Route.LoaderArgs): Promise<ReturnsData> {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  // Blank choices ("all") are no filter; a value the contract refuses is said, not silently dropped.
  const { query, refused } = listQuery(url, adminReturnQuerySchema, RETURN_FILTERS, PAGE_SIZE);
  const [list, locations] = await Promise.all([
    staffApi<{ items: AdminReturn[]; total: number; page: number; psize: number }>(
      request,
      language,
      'admin/returns/getall',
      { query: { ...query } },
    ),
    staffApi<AdminStockLocation[]>(request, language, 'admin/stock/locations'),
  ]);
  const chosen: Partial<AdminReturnQuery> = query;
  return { list, locations, filters: { q: chosen.q ?? '', st: chosen.st ?? '' }, refused };
}

/** One step on one return (approve, reject, transit, receive, refund, its money), checked by the contract, then by the API. */
export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  if (!isReturnStep(intent)) throw new Response('Bad request', { status: 400 });
  const { schema, input, call = intent } = STEP_FORMS[intent];
  const parsed = parseForm(intent, schema, input(form));
  if (!parsed.ok) return parsed;
  return attempt(intent, () =>
    staffApi<OrderReturn>(request, language, `admin/returns/${call}`, {
      method: 'POST',
      body: parsed.data,
    }),
  );
}

export default function AdminReturnsRoute({ loaderData }: Route.ComponentProps) {
  return <ReturnsPage {...loaderData} />;
}
