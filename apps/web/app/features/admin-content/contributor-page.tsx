import {
  type AdminContributor,
  type adminContributorRowSchema,
  adminContributorSaveSchema,
} from '@shop/contract';
import type { z } from 'zod/mini';
import { TextField } from '~/components/ui/form-field';
import { useTranslation } from '~/lib/use-translation';
import { BodyField } from './body-field';
import { LanguageColumns } from './content-fields';
import { contributorSaveInput } from './content-input';
import { ContentEntryForm, ContentListPage, PictureField, SlugFormatFields } from './content-page-parts';
import type { ContentListState } from './content-table';

type ContributorRow = z.infer<typeof adminContributorRowSchema>;

function ContributorForm({ contributor }: { contributor: AdminContributor | null }) {
  const { t } = useTranslation('admin');
  return (
    <ContentEntryForm
      kind="contributors"
      entry={contributor}
      name={contributor?.el.nm}
      schema={adminContributorSaveSchema}
      input={contributorSaveInput}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SlugFormatFields entry={contributor} errors={errors} />
            <PictureField
              kind="contributors"
              name="img"
              label={t('content.picture')}
              defaultValue={contributor?.img ?? ''}
              errors={errors}
              optional
            />
            <TextField
              name="position"
              label={t('fields.position')}
              inputMode="numeric"
              defaultValue={contributor?.position ?? 0}
              errors={errors.position}
              optional
            />
          </div>
          <LanguageColumns englishOptional={false}>
            {(language) => (
              <>
                <TextField
                  name={`${language}.nm`}
                  label={t('fields.name')}
                  defaultValue={contributor?.[language].nm ?? ''}
                  errors={errors[`${language}.nm`]}
                />
                <TextField
                  name={`${language}.role`}
                  label={t('contributors.role')}
                  defaultValue={contributor?.[language].role ?? ''}
                  errors={errors[`${language}.role`]}
                />
                <BodyField
                  name={`${language}.bio`}
                  label={t('contributors.bio')}
                  rows={8}
                  defaultValue={contributor?.[language].bio ?? ''}
                  errors={errors}
                  optional={language === 'en'}
                />
              </>
            )}
          </LanguageColumns>
        </>
      )}
    </ContentEntryForm>
  );
}

/** The contributors (pharmacists and other experts) in their order, and the form of the one chosen. */
export function ContributorPage({
  selected,
  ...state
}: ContentListState<ContributorRow> & { selected: AdminContributor | null }) {
  const { t } = useTranslation('admin');
  return (
    <ContentListPage
      kind="contributors"
      search={t('contributors.search')}
      state={state}
      selected={selected}
      columns={[
        { label: t('fields.name'), sort: 'name', cell: (row) => row.nm },
        { label: t('contributors.role'), cell: (row) => row.role },
        { label: t('fields.slug'), sort: 'eurl', cell: (row) => row.eurl },
        {
          label: t('fields.position'),
          sort: 'position',
          cell: (row) => row.position,
          className: 'text-right',
        },
      ]}
      form={<ContributorForm key={selected?.id ?? 'new'} contributor={selected} />}
    />
  );
}
