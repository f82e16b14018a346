import { type SearchInsightList, type SearchSynonymList, searchSynonymSchema } from '@shop/contract';
import { adminMeta, periodQuery } from '~/features/admin-frame';
import { attempt, intentOf, parseForm, staffApi } from '~/features/admin-frame/server';
import { type SearchInsightsData, SearchInsightsPage } from '~/features/admin-search';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-search-insights';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'search_insights.title');

export async function loader({ request }: Route.LoaderArgs): Promise<SearchInsightsData> {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const chosen = periodQuery(url);
  const report = (kind: string) =>
    staffApi<SearchInsightList>(request, language, 'admin/search-insights', { query: { ...chosen, kind } });
  const [top, noResults, noClick, synonyms] = await Promise.all([
    report('top'),
    report('no_results'),
    report('no_click'),
    staffApi<SearchSynonymList>(request, language, 'admin/search-synonyms'),
  ]);
  return {
    ...chosen,
    top: top.items,
    noResults: noResults.items,
    noClick: noClick.items,
    synonyms: synonyms.items,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  const parsed = parseForm(intent, searchSynonymSchema, {
    term: form.get('term'),
    target: form.get('target'),
  });
  if (!parsed.ok) return parsed;
  return attempt(intent, () =>
    staffApi<SearchSynonymList>(request, language, 'admin/search-synonyms/save', {
      method: 'POST',
      body: parsed.data,
    }),
  );
}

export default function AdminSearchInsightsRoute({ loaderData }: Route.ComponentProps) {
  return <SearchInsightsPage {...loaderData} />;
}
