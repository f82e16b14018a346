import type { ContentFormat, ContentPictureKind } from '@shop/contract';
import type { ReactNode } from 'react';
import { CheckboxField, TextAreaField, TextField } from '~/components/ui/form-field';
import type { ContractSchema, FieldErrors } from '~/components/ui/use-contract-form';
import { EntryForm, formatAdminDate, ListWithForm } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { FormatField } from './body-field';
import { type Choice, ChoiceField } from './content-fields';
import { type ContentColumn, type ContentListState, ContentTable } from './content-table';
import { PictureUpload } from './picture-upload';

/** A content kind of the back office: its translations' prefix and its page's address (`/articles`). */
type ContentKind = 'articles' | 'videos' | 'events' | 'contributors' | 'pages' | 'faq' | 'banners';
type Language = 'el' | 'en';

/** A content kind's page: its list (searched, sorted, paged on the server) and the chosen entry's form. */
export function ContentListPage<Row extends { id: number }>({
  kind,
  search,
  state,
  selected,
  columns,
  form,
}: {
  kind: ContentKind;
  /** The search box's label; by default the one of titles. */
  search?: string;
  state: ContentListState<Row>;
  selected: { id: number } | null;
  columns: ContentColumn<Row>[];
  form: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <ListWithForm
      title={t(`${kind}.title`)}
      path={`/${kind}`}
      newText={t(`${kind}.new`)}
      list={
        <ContentTable
          caption={t(`${kind}.title`)}
          search={search ?? t('content.search')}
          state={state}
          selected={selected?.id ?? null}
          columns={columns}
        />
      }
      form={form}
    />
  );
}

/** A content entry's form, titled by its name (or as a new one), with the way to delete it. */
export function ContentEntryForm<Output>({
  kind,
  entry,
  name,
  schema,
  input,
  children,
}: {
  kind: ContentKind;
  entry: { id: number } | null;
  /** The stored entry's Greek name, in the form's legend. */
  name: string | undefined;
  schema: ContractSchema<Output>;
  input: (form: FormData) => unknown;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <EntryForm
      id={entry?.id ?? null}
      area="content"
      legend={entry ? t(`${kind}.edit`, { name }) : t(`${kind}.new`)}
      schema={schema}
      input={input}
      deletable
    >
      {children}
    </EntryForm>
  );
}

/** The address (slug) and the text format of an entry with a page of its own. */
export function SlugFormatFields({
  entry,
  errors,
}: {
  entry: { eurl: string; format: ContentFormat } | null;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField name="eurl" label={t('fields.slug')} defaultValue={entry?.eurl ?? ''} errors={errors.eurl} />
      <FormatField value={entry?.format} errors={errors} />
    </>
  );
}

/** The category (required) and the contributor (optional) of an article or a video. */
export function CategoryContributorFields({
  entry,
  categories,
  contributors,
  errors,
}: {
  entry: { categoryId: number; contributorId: number | null } | null;
  categories: Choice[];
  contributors: Choice[];
  errors: FieldErrors;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <ChoiceField
        name="categoryId"
        label={t('articles.category')}
        choices={categories}
        value={entry?.categoryId}
        errors={errors}
      />
      <ChoiceField
        name="contributorId"
        label={t('content.contributor')}
        choices={contributors}
        value={entry?.contributorId}
        errors={errors}
        none={t('none')}
      />
    </>
  );
}

/** An entry's title in one language; the English one may be left blank. */
export function TitleField({
  language,
  value,
  errors,
}: {
  language: Language;
  value: string | undefined;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      name={`${language}.tl`}
      label={t('content.title_field')}
      defaultValue={value ?? ''}
      errors={errors[`${language}.tl`]}
      optional={language === 'en'}
    />
  );
}

/** An entry's summary in one language, shown in lists; the English one may be left blank. */
export function SummaryField({
  language,
  value,
  errors,
}: {
  language: Language;
  value: string | undefined;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('admin');
  return (
    <TextAreaField
      name={`${language}.dsm`}
      label={t('articles.summary')}
      rows={3}
      defaultValue={value ?? ''}
      errors={errors[`${language}.dsm`]}
      optional={language === 'en'}
    />
  );
}

/** Whether the entry is published (new ones are), beside the kind's own switches. */
export function PublishedFields({
  isPublished,
  children,
}: {
  isPublished: boolean | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap gap-6">
      <CheckboxField name="isPublished" defaultChecked={isPublished ?? true}>
        {t('content.published')}
      </CheckboxField>
      {children}
    </div>
  );
}

/** Whether the entry is shown on the front page (new ones are not). */
export function ShowFrontField({ showFront }: { showFront: boolean | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <CheckboxField name="showFront" defaultChecked={showFront ?? false}>
      {t('content.show_front')}
    </CheckboxField>
  );
}

interface DatedRow {
  id: number;
  tl: string;
  category: string;
  dt: string;
  isPublished: boolean;
}

/** The list columns of the dated, categorised kinds (articles, videos): title, category, date, published. */
export function useDatedColumns<Row extends DatedRow>(): ContentColumn<Row>[] {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return [
    { label: t('content.title_field'), sort: 'title', cell: (row) => row.tl },
    { label: t('articles.category'), cell: (row) => row.category },
    { label: t('content.date'), sort: 'date', cell: (row) => formatAdminDate(row.dt, language) },
    { label: t('content.published'), cell: (row) => (row.isPublished ? t('yes') : t('no')) },
  ];
}

/** A picture's address in the shop, typed or filled by an upload beside it. */
export function PictureField({
  kind,
  name,
  label,
  defaultValue,
  errors,
  optional,
}: {
  kind: ContentPictureKind;
  name: string;
  label: string;
  defaultValue: string;
  errors: FieldErrors;
  optional?: boolean;
}) {
  return (
    <div className="space-y-2">
      <TextField
        name={name}
        label={label}
        defaultValue={defaultValue}
        errors={errors[name]}
        optional={optional}
      />
      <PictureUpload kind={kind} target={name} />
    </div>
  );
}
