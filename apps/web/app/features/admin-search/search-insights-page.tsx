import type { SearchInsightRow, SearchSynonym } from '@shop/contract';
import { Form, useActionData } from 'react-router';
import { DataTable, Header, PageHeading, PeriodForm, useMayChange } from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';

export interface SearchInsightsData {
  from: string;
  to: string;
  top: SearchInsightRow[];
  noResults: SearchInsightRow[];
  noClick: SearchInsightRow[];
  synonyms: SearchSynonym[];
}

interface ActionAnswer {
  ok: boolean;
  errors?: Record<string, string[]>;
}

function Rows({
  rows,
  caption,
  synonymFor,
}: {
  rows: SearchInsightRow[];
  caption: string;
  synonymFor?: boolean;
}) {
  const { t } = useTranslation('admin');
  const mayChange = useMayChange('catalog');
  return (
    <section className="mb-8" aria-label={caption}>
      <h2 className="mb-2 text-lg font-semibold">{caption}</h2>
      {rows.length === 0 ? (
        <p className="text-muted">{t('search_insights.empty')}</p>
      ) : (
        <DataTable
          caption={caption}
          head={
            <>
              <Header>{t('search_insights.query')}</Header>
              <Header>{t('search_insights.searches')}</Header>
              <Header>{t('search_insights.with_results')}</Header>
              <Header>{t('search_insights.clicked')}</Header>
              <Header>{t('search_insights.results')}</Header>
              {synonymFor && mayChange ? <Header>{t('search_insights.synonym')}</Header> : null}
            </>
          }
        >
          {rows.map((row) => (
            <tr key={row.q}>
              <td className="px-3 py-2">{row.q}</td>
              <td className="px-3 py-2">{row.searches}</td>
              <td className="px-3 py-2">{row.withResults}</td>
              <td className="px-3 py-2">{row.clicked}</td>
              <td className="px-3 py-2">{row.results}</td>
              {synonymFor && mayChange ? (
                <td className="px-3 py-2">
                  <Form method="post" className="flex gap-2">
                    <input type="hidden" name="intent" value="synonym" />
                    <input type="hidden" name="term" value={row.q} />
                    <label className="sr-only" htmlFor={`target-${row.q}`}>
                      {t('search_insights.synonym_for', { query: row.q })}
                    </label>
                    <input
                      id={`target-${row.q}`}
                      name="target"
                      required
                      maxLength={100}
                      className="rounded-md border border-line px-2 py-1"
                    />
                    <button type="submit" className="rounded-md bg-brand-700 px-3 py-1 text-sm text-white">
                      {t('search_insights.add_synonym')}
                    </button>
                  </Form>
                </td>
              ) : null}
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/**
 * What shoppers search for over a period: the most searched queries, those that found nothing
 * (each with a form that sends it to a synonym) and those that found products nobody opened.
 */
export function SearchInsightsPage({ from, to, top, noResults, noClick, synonyms }: SearchInsightsData) {
  const { t } = useTranslation('admin');
  const answer = useActionData() as ActionAnswer | undefined;
  return (
    <>
      <PageHeading title={t('search_insights.title')} />
      <PeriodForm from={from} to={to} />
      {answer?.ok === true ? (
        <p role="status" className="mb-4 text-green-800">
          {t('search_insights.synonym_saved')}
        </p>
      ) : null}
      {answer?.ok === false ? (
        <p role="alert" className="mb-4 text-red-700">
          {t('problem')}
        </p>
      ) : null}
      <Rows rows={top} caption={t('search_insights.top')} />
      <Rows rows={noResults} caption={t('search_insights.no_results')} synonymFor />
      <Rows rows={noClick} caption={t('search_insights.no_click')} />
      <section aria-label={t('search_insights.synonyms')}>
        <h2 className="mb-2 text-lg font-semibold">{t('search_insights.synonyms')}</h2>
        {synonyms.length === 0 ? (
          <p className="text-muted">{t('search_insights.empty')}</p>
        ) : (
          <ul className="list-disc pl-6">
            {synonyms.map((synonym) => (
              <li key={synonym.term}>
                {synonym.term} → {synonym.target}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
