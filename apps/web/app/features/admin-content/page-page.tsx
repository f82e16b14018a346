import { type AdminPage, type adminPageRowSchema, adminPageSaveSchema } from '@shop/contract';
import type { z } from 'zod/mini';
import { CheckboxField, TextAreaField, TextField } from '~/components/ui/form-field';
import { formatAdminDate } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { BodyField, FormatField } from './body-field';
import { LanguageColumns } from './content-fields';
import { pageSaveInput } from './content-input';
import { ContentEntryForm, ContentListPage, TitleField } from './content-page-parts';
import type { ContentListState } from './content-table';

type PageRow = z.infer<typeof adminPageRowSchema>;

function PageForm({ page }: { page: AdminPage | null }) {
  const { t } = useTranslation('admin');
  return (
    <ContentEntryForm
      kind="pages"
      entry={page}
      name={page?.el.tl}
      schema={adminPageSaveSchema}
      input={pageSaveInput}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormatField value={page?.format} errors={errors} />
          </div>
          <LanguageColumns>
            {(language) => (
              <>
                <TextField
                  name={`eurls.${language}`}
                  label={t('fields.slug')}
                  defaultValue={page?.eurls[language] ?? ''}
                  errors={errors[`eurls.${language}`]}
                  optional={language === 'en'}
                />
                <TitleField language={language} value={page?.[language]?.tl} errors={errors} />
                <TextAreaField
                  name={`${language}.ds`}
                  label={t('pages.description')}
                  rows={2}
                  defaultValue={page?.[language]?.ds ?? ''}
                  errors={errors[`${language}.ds`]}
                  optional={language === 'en'}
                />
                <BodyField
                  name={`${language}.body`}
                  label={t('content.body')}
                  defaultValue={page?.[language]?.body ?? ''}
                  errors={errors}
                  optional={language === 'en'}
                />
              </>
            )}
          </LanguageColumns>
          <CheckboxField name="isPublished" defaultChecked={page?.isPublished ?? true}>
            {t('content.published')}
          </CheckboxField>
        </>
      )}
    </ContentEntryForm>
  );
}

/** The shop's content pages (about, terms …) and the form of the one chosen. */
export function PagePage({ selected, ...state }: ContentListState<PageRow> & { selected: AdminPage | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ContentListPage
      kind="pages"
      state={state}
      selected={selected}
      columns={[
        { label: t('content.title_field'), sort: 'title', cell: (row) => row.tl },
        { label: t('fields.slug'), sort: 'eurl', cell: (row) => row.eurls.el },
        {
          label: t('content.updated'),
          sort: 'updated',
          cell: (row) => formatAdminDate(row.dt, language),
        },
        { label: t('content.published'), cell: (row) => (row.isPublished ? t('yes') : t('no')) },
      ]}
      form={<PageForm key={selected?.id ?? 'new'} page={selected} />}
    />
  );
}
