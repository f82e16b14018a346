import { type AdminVideo, type adminVideoRowSchema, adminVideoSaveSchema } from '@shop/contract';
import type { z } from 'zod/mini';
import { TextField } from '~/components/ui/form-field';
import { useTranslation } from '~/lib/use-translation';
import { BodyField } from './body-field';
import { type Choice, LanguageColumns } from './content-fields';
import { videoSaveInput } from './content-input';
import {
  CategoryContributorFields,
  ContentEntryForm,
  ContentListPage,
  PictureField,
  PublishedFields,
  ShowFrontField,
  SlugFormatFields,
  TitleField,
  useDatedColumns,
} from './content-page-parts';
import type { ContentListState } from './content-table';

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
    <ContentEntryForm
      kind="videos"
      entry={video}
      name={video?.el.tl}
      schema={adminVideoSaveSchema}
      input={videoSaveInput}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SlugFormatFields entry={video} errors={errors} />
            <CategoryContributorFields
              entry={video}
              categories={categories}
              contributors={contributors}
              errors={errors}
            />
            <TextField
              name="embedUrl"
              label={t('videos.embed_url')}
              type="url"
              defaultValue={video?.embedUrl ?? ''}
              errors={errors.embedUrl}
            />
            <PictureField
              kind="videos"
              name="poster"
              label={t('videos.poster')}
              defaultValue={video?.poster ?? ''}
              errors={errors}
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
                <TitleField language={language} value={video?.[language]?.tl} errors={errors} />
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
          <PublishedFields isPublished={video?.isPublished}>
            <ShowFrontField showFront={video?.showFront} />
          </PublishedFields>
        </>
      )}
    </ContentEntryForm>
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
  const columns = useDatedColumns<VideoRow>();
  return (
    <ContentListPage
      kind="videos"
      state={state}
      selected={selected}
      columns={columns}
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
