import type { AdminNewsEntry, adminNewsRowSchema } from '@shop/contract';
import type { z } from 'zod/mini';
import { useTranslation } from '~/lib/use-translation';
import { BodyField } from './body-field';
import { type Choice, LanguageColumns } from './content-fields';
import { articleSaveInput, articleSaveSchema } from './content-input';
import {
  CategoryContributorFields,
  ContentEntryForm,
  ContentListPage,
  PublishedFields,
  ShowFrontField,
  SlugFormatFields,
  SummaryField,
  TitleField,
  useDatedColumns,
} from './content-page-parts';
import type { ContentListState } from './content-table';

type ArticleRow = z.infer<typeof adminNewsRowSchema>;

function ArticleForm({
  article,
  categories,
  contributors,
}: {
  article: AdminNewsEntry | null;
  categories: Choice[];
  contributors: Choice[];
}) {
  const { t } = useTranslation('admin');
  return (
    <ContentEntryForm
      kind="articles"
      entry={article}
      name={article?.el.tl}
      schema={articleSaveSchema}
      input={articleSaveInput}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SlugFormatFields entry={article} errors={errors} />
            <CategoryContributorFields
              entry={article}
              categories={categories}
              contributors={contributors}
              errors={errors}
            />
          </div>
          <LanguageColumns>
            {(language) => (
              <>
                <TitleField language={language} value={article?.[language]?.tl} errors={errors} />
                <SummaryField language={language} value={article?.[language]?.dsm} errors={errors} />
                <BodyField
                  name={`${language}.body`}
                  label={t('content.body')}
                  defaultValue={article?.[language]?.body ?? ''}
                  errors={errors}
                  optional={language === 'en'}
                />
              </>
            )}
          </LanguageColumns>
          <PublishedFields isPublished={article?.isPublished}>
            <ShowFrontField showFront={article?.showFront} />
          </PublishedFields>
        </>
      )}
    </ContentEntryForm>
  );
}

/** The articles (blog), newest first unless sorted otherwise, and the form of the one chosen. */
export function ArticlePage({
  selected,
  categories,
  contributors,
  ...state
}: ContentListState<ArticleRow> & {
  selected: AdminNewsEntry | null;
  categories: Choice[];
  contributors: Choice[];
}) {
  const columns = useDatedColumns<ArticleRow>();
  return (
    <ContentListPage
      kind="articles"
      state={state}
      selected={selected}
      columns={columns}
      form={
        <ArticleForm
          key={selected?.id ?? 'new'}
          article={selected}
          categories={categories}
          contributors={contributors}
        />
      }
    />
  );
}
