import { type AdminVideo, type adminVideoRowSchema, adminVideoSaveSchema } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CheckboxField, TextField } from '~/components/ui/form-field';
import { useLanguage } from '~/lib/language';
import { EntryForm } from '../components/entry-form';
import { ListWithForm } from '../components/list-with-form';
import { formatAdminDate } from '../format';
import { BodyField, FormatField } from './body-field';
import { type Choice, ChoiceField, LanguageColumns } from './content-fields';
import { videoSaveInput } from './content-input';
import { type ContentListState, ContentTable } from './content-table';

type VideoRow = z.infer<typeof adminVideoRowSchema>;

function VideoForm({
  video,
  categories,
  contributors,
}: {
  video: AdminVideo | null;
  categories: Choice[];
  contributors: Choice[];
}) {
  const { t } = useTranslation('admin');
  return (
    <EntryForm
      id={video?.id ?? null}
      area="content"
      legend={video ? t('videos.edit', { name: video.el.tl }) : t('videos.new')}
      schema={adminVideoSaveSchema}
      input={videoSaveInput}
      deletable
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="eurl"
              label={t('fields.slug')}
              defaultValue={video?.eurl ?? ''}
              errors={errors.eurl}
            />
            <FormatField value={video?.format} errors={errors} />
            <ChoiceField
              name="categoryId"
              label={t('articles.category')}
              choices={categories}
              value={video?.categoryId}
              errors={errors}
            />
            <ChoiceField
              name="contributorId"
              label={t('content.contributor')}
              choices={contributors}
              value={video?.contributorId}
              errors={errors}
              none={t('none')}
            />
            <TextField
              name="embedUrl"
              label={t('videos.embed_url')}
              type="url"
              defaultValue={video?.embedUrl ?? ''}
              errors={errors.embedUrl}
            />
            <TextField
              name="poster"
              label={t('videos.poster')}
              defaultValue={video?.poster ?? ''}
              errors={errors.poster}
            />
            <TextField
              name="durationSeconds"
              label={t('videos.duration')}
              inputMode="numeric"
              defaultValue={video?.durationSeconds ?? ''}
              errors={errors.durationSeconds}
            />
            <TextField
              name="groupCode"
              label={t('videos.group')}
              defaultValue={video?.groupCode ?? ''}
              errors={errors.groupCode}
              optional
            />
          </div>
          <LanguageColumns>
            {(language) => (
              <>
                <TextField
                  name={`${language}.tl`}
                  label={t('content.title_field')}
                  defaultValue={video?.[language]?.tl ?? ''}
                  errors={errors[`${language}.tl`]}
                  optional={language === 'en'}
                />
                <BodyField
                  name={`${language}.ds`}
                  label={t('fields.description')}
                  rows={6}
                  defaultValue={video?.[language]?.ds ?? ''}
                  errors={errors}
                  optional={language === 'en'}
                />
              </>
            )}
          </LanguageColumns>
          <div className="flex flex-wrap gap-6">
            <CheckboxField name="isPublished" defaultChecked={video?.isPublished ?? true}>
              {t('content.published')}
            </CheckboxField>
            <CheckboxField name="showFront" defaultChecked={video?.showFront ?? false}>
              {t('content.show_front')}
            </CheckboxField>
          </div>
        </>
      )}
    </EntryForm>
  );
}

/** The videos (tutorials), newest first unless sorted otherwise, and the form of the one chosen. */
export function VideoPage({
  selected,
  categories,
  contributors,
  ...state
}: ContentListState<VideoRow> & {
  selected: AdminVideo | null;
  categories: Choice[];
  contributors: Choice[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ListWithForm
      title={t('videos.title')}
      path="/videos"
      newText={t('videos.new')}
      list={
        <ContentTable
          caption={t('videos.title')}
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
        <VideoForm
          key={selected?.id ?? 'new'}
          video={selected}
          categories={categories}
          contributors={contributors}
        />
      }
    />
  );
}
