import {
  type AdminFaq,
  type adminFaqRowSchema,
  adminFaqSaveSchema,
  CONTENT_ENTITY_KINDS,
} from '@shop/contract';
import type { z } from 'zod/mini';
import { CheckboxField, SelectField, TextField } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { EntryForm } from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';
import { BodyField, FormatField } from './body-field';
import { LanguageColumns } from './content-fields';
import { ContentListPage } from './content-page-parts';
import type { ContentListState } from './content-table';
import { FAQ_BLANK_PLACES, faqSaveInput } from './faq-banner-input';

type FaqRow = z.infer<typeof adminFaqRowSchema>;
type Place = AdminFaq['places'][number];

/** One place a question shows: on an entry of the shop (kind and id) or on a path, in a section. */
function PlaceRow({ index, place, errors }: { index: number; place: Place | null; errors: FieldErrors }) {
  const { t } = useTranslation('admin');
  const name = (field: string) => `places.${index}.${field}`;
  return (
    <fieldset className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-5">
      <legend className="px-1 text-sm font-semibold">{t('faq.place', { number: index + 1 })}</legend>
      <SelectField
        name={name('entityType')}
        label={t('faq.entity_type')}
        defaultValue={place?.entityType ?? ''}
        errors={errors[name('entityType')]}
        optional
      >
        <option value="">—</option>
        {CONTENT_ENTITY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {kind}
          </option>
        ))}
      </SelectField>
      <TextField
        name={name('entityId')}
        label={t('faq.entity_id')}
        inputMode="numeric"
        defaultValue={place?.entityId ?? ''}
        errors={errors[name('entityId')]}
        optional
      />
      <TextField
        name={name('path')}
        label={t('faq.path')}
        defaultValue={place?.path ?? ''}
        errors={errors[name('path')]}
        optional
      />
      <TextField
        name={name('section')}
        label={t('faq.section')}
        defaultValue={place?.section ?? ''}
        errors={errors[name('section')]}
        optional
      />
      <TextField
        name={name('position')}
        label={t('fields.position')}
        inputMode="numeric"
        defaultValue={place?.position ?? ''}
        errors={errors[name('position')]}
        optional
      />
    </fieldset>
  );
}

function FaqForm({ faq }: { faq: AdminFaq | null }) {
  const { t } = useTranslation('admin');
  const places: (Place | null)[] = [...(faq?.places ?? []), ...Array<null>(FAQ_BLANK_PLACES).fill(null)];
  return (
    <EntryForm
      id={faq?.id ?? null}
      area="content"
      legend={faq ? t('faq.edit', { id: faq.id }) : t('faq.new')}
      schema={adminFaqSaveSchema}
      input={faqSaveInput}
      deletable
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormatField value={faq?.format} errors={errors} />
          </div>
          <LanguageColumns>
            {(language) => (
              <>
                <TextField
                  name={`${language}.q`}
                  label={t('faq.question')}
                  defaultValue={faq?.[language]?.q ?? ''}
                  errors={errors[`${language}.q`]}
                  optional={language === 'en'}
                />
                <BodyField
                  name={`${language}.a`}
                  label={t('faq.answer')}
                  rows={6}
                  defaultValue={faq?.[language]?.a ?? ''}
                  errors={errors}
                  optional={language === 'en'}
                />
              </>
            )}
          </LanguageColumns>
          <div className="space-y-2">
            <p className="text-sm text-muted">{t('faq.places_hint')}</p>
            {places.map((place, index) => (
              // The rows are positional: their names carry the index the form sends.
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list.
              <PlaceRow key={index} index={index} place={place} errors={errors} />
            ))}
          </div>
          <CheckboxField name="isPublished" defaultChecked={faq?.isPublished ?? true}>
            {t('content.published')}
          </CheckboxField>
        </>
      )}
    </EntryForm>
  );
}

/** The frequently asked questions and the form of the one chosen. */
export function FaqPage({ selected, ...state }: ContentListState<FaqRow> & { selected: AdminFaq | null }) {
  const { t } = useTranslation('admin');
  return (
    <ContentListPage
      kind="faq"
      search={t('faq.search')}
      state={state}
      selected={selected}
      columns={[
        { label: t('faq.question'), sort: 'question', cell: (row) => row.q },
        { label: t('faq.places'), cell: (row) => row.places, className: 'text-right' },
        { label: '#', sort: 'id', cell: (row) => row.id, className: 'text-right' },
        { label: t('content.published'), cell: (row) => (row.isPublished ? t('yes') : t('no')) },
      ]}
      form={<FaqForm key={selected?.id ?? 'new'} faq={selected} />}
    />
  );
}
