import type { AdminNewsEntry, adminNewsRowSchema } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CheckboxField, TextAreaField, TextField } from '~/components/ui/form-field';
import { useLanguage } from '~/lib/language';
import { EntryForm } from '../components/entry-form';
import { ListWithForm } from '../components/list-with-form';
import { formatAdminDate } from '../format';
import { BodyField, FormatField } from './body-field';
import { type Choice, ChoiceField, LanguageColumns } from './content-fields';
import { articleSaveInput, articleSaveSchema } from './content-input';
import { type ContentListState, ContentTable } from './content-table';

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
    <EntryForm
      id={article?.id ?? null}
      area="content"
      legend={article ? t('articles.edit', { name: article.el.tl }) : t('articles.new')}
      schema={articleSaveSchema}
      input={articleSaveInput}
      deletable
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="eurl"
              label={t('fields.slug')}
              defaultValue={article?.eurl ?? ''}
              errors={errors.eurl}
            />
            <FormatField value={article?.format} errors={errors} />
            <ChoiceField
              name="categoryId"
              label={t('articles.category')}
              choices={categories}
              value={article?.categoryId}
              errors={errors}
            />
            <ChoiceField
              name="contributorId"
              label={t('content.contributor')}
              choices={contributors}
              value={article?.contributorId}
              errors={errors}
              none={t('none')}
            />
          </div>
          <LanguageColumns>
            {(language) => (
              <>
                <TextField
                  name={`${language}.tl`}
                  label={t('content.title_field')}
                  defaultValue={article?.[language]?.tl ?? ''}
                  errors={errors[`${language}.tl`]}
                  optional={language === 'en'}
                />
                <TextAreaField
                  name={`${language}.dsm`}
                  label={t('articles.summary')}
                  rows={3}
                  defaultValue={article?.[language]?.dsm ?? ''}
                  errors={errors[`${language}.dsm`]}
                  optional={language === 'en'}
                />
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
          <div className="flex flex-wrap gap-6">
            <CheckboxField name="isPublished" defaultChecked={article?.isPublished ?? true}>
              {t('content.published')}
            </CheckboxField>
            <CheckboxField name="showFront" defaultChecked={article?.showFront ?? false}>
              {t('content.show_front')}
            </CheckboxField>
          </div>
        </>
      )}
    </EntryForm>
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
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ListWithForm
      title={t('articles.title')}
      path="/articles"
      newText={t('articles.new')}
      list={
        <ContentTable
          caption={t('articles.title')}
          search={t('content.search')}
          state={state}
          selected={selected?.id ?? null}
          columns={[
            { label: t('content.title_field'), sort: 'title', cell: (row) => row.tl },
            { label: t('articles.category'), cell: (row) => row.category },
            { label: t('content.date'), sort: 'date', cell: (row) => formatAdminDate(row.dt, language) },
            { label: t('content.published'), cell: (row) => (row.isPublished ? t('yes') : t('no')) },
          ]}
        />
      }
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
