import { type AdminEvent, type adminEventRowSchema, EVENT_ATTENDANCE_MODES } from '@shop/contract';
import type { z } from 'zod/mini';
import { CheckboxField, SelectField, TextField } from '~/components/ui/form-field';
import { formatAdminDate, listErrors, shopTimeOfInstant } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { BodyField } from './body-field';
import { LanguageColumns } from './content-fields';
import { eventSaveInput, eventSaveSchema } from './content-input';
import {
  ContentEntryForm,
  ContentListPage,
  PublishedFields,
  SlugFormatFields,
  SummaryField,
  TitleField,
} from './content-page-parts';
import type { ContentListState } from './content-table';

type EventRow = z.infer<typeof adminEventRowSchema>;
const PLACE_FIELDS = ['nm', 'adr', 'ct'] as const;

function EventForm({ event }: { event: AdminEvent | null }) {
  const { t } = useTranslation('admin');
  return (
    <ContentEntryForm
      kind="events"
      entry={event}
      name={event?.el.tl}
      schema={eventSaveSchema}
      input={eventSaveInput}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SlugFormatFields entry={event} errors={errors} />
            <TextField
              name="start"
              type="datetime-local"
              label={t('fields.starts_at')}
              defaultValue={shopTimeOfInstant(event?.start ?? null)}
              errors={errors.start}
            />
            <TextField
              name="end"
              type="datetime-local"
              label={t('fields.ends_at')}
              defaultValue={shopTimeOfInstant(event?.end ?? null)}
              errors={errors.end}
            />
            <SelectField
              name="mode"
              label={t('events.mode')}
              defaultValue={event?.mode ?? 'InPerson'}
              errors={errors.mode}
            >
              {EVENT_ATTENDANCE_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`events.modes.${mode}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              name="registrationUrl"
              type="url"
              label={t('events.registration')}
              defaultValue={event?.registrationUrl ?? ''}
              errors={errors.registrationUrl}
              optional
            />
            <TextField
              name="hostIds"
              label={t('events.hosts')}
              defaultValue={event?.hostIds.join(', ') ?? ''}
              errors={listErrors(errors, 'hostIds')}
              optional
            />
          </div>
          <LanguageColumns>
            {(language) => (
              <>
                <TitleField language={language} value={event?.[language]?.tl} errors={errors} />
                <SummaryField language={language} value={event?.[language]?.dsm} errors={errors} />
                <BodyField
                  name={`${language}.body`}
                  label={t('content.body')}
                  rows={8}
                  defaultValue={event?.[language]?.body ?? ''}
                  errors={errors}
                  optional={language === 'en'}
                />
                <fieldset className="space-y-2">
                  <legend className="text-sm font-semibold">{t('events.place')}</legend>
                  {PLACE_FIELDS.map((field) => (
                    <TextField
                      key={field}
                      name={`${language}.place.${field}`}
                      label={t(`events.place_${field}`)}
                      defaultValue={event?.[language]?.place?.[field] ?? ''}
                      errors={
                        errors[`${language}.place.${field}`] ??
                        (field === 'nm' ? errors[`${language}.place`] : undefined)
                      }
                      optional
                    />
                  ))}
                </fieldset>
              </>
            )}
          </LanguageColumns>
          <PublishedFields isPublished={event?.isPublished}>
            <CheckboxField name="cancelled" defaultChecked={event?.cancelled ?? false}>
              {t('events.cancelled')}
            </CheckboxField>
          </PublishedFields>
        </>
      )}
    </ContentEntryForm>
  );
}

/** The events (talks, days of free checks), latest first unless sorted otherwise, and the chosen one's form. */
export function EventPage({
  selected,
  ...state
}: ContentListState<EventRow> & { selected: AdminEvent | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ContentListPage
      kind="events"
      state={state}
      selected={selected}
      columns={[
        { label: t('content.title_field'), sort: 'title', cell: (row) => row.tl },
        {
          label: t('fields.starts_at'),
          sort: 'start',
          cell: (row) => formatAdminDate(row.start, language),
        },
        { label: t('events.mode'), cell: (row) => t(`events.modes.${row.mode}`) },
        {
          label: t('content.published'),
          cell: (row) => (row.cancelled ? t('events.cancelled') : row.isPublished ? t('yes') : t('no')),
        },
      ]}
      form={<EventForm key={selected?.id ?? 'new'} event={selected} />}
    />
  );
}
