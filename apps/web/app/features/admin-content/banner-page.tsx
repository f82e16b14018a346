import {
  type AdminBanner,
  type adminBannerRowSchema,
  adminBannerSaveSchema,
  BANNER_TARGETS,
} from '@shop/contract';
import type { z } from 'zod/mini';
import { CheckboxField, SelectField, TextField } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { shopTimeOfInstant } from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';
import { LanguageColumns } from './content-fields';
import { ContentEntryForm, ContentListPage, TitleField } from './content-page-parts';
import type { ContentListState } from './content-table';
import { bannerSaveInput } from './faq-banner-input';
import { PictureUpload } from './picture-upload';

type BannerRow = z.infer<typeof adminBannerRowSchema>;
type BannerImage = NonNullable<AdminBanner['el']['mobileImage']>;
const SIZE_FIELDS = ['width', 'height'] as const;

/** A picture's address and size; its narrower variants are kept until an upload replaces the picture. */
function ImageFields({
  name,
  label,
  image,
  errors,
  optional,
}: {
  name: string;
  label: string;
  image: BannerImage | null | undefined;
  errors: FieldErrors;
  optional: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="text-sm font-semibold">{label}</legend>
      <input type="hidden" name={`${name}.variants`} value={JSON.stringify(image?.variants ?? [])} />
      <TextField
        name={`${name}.src`}
        label={t('banners.src')}
        defaultValue={image?.src ?? ''}
        errors={errors[`${name}.src`] ?? errors[name]}
        optional={optional}
      />
      {SIZE_FIELDS.map((field) => (
        <TextField
          key={field}
          name={`${name}.${field}`}
          label={t(`banners.${field}`)}
          inputMode="numeric"
          defaultValue={image?.[field] ?? ''}
          errors={errors[`${name}.${field}`]}
          optional={optional}
        />
      ))}
      <div className="sm:col-span-3">
        <PictureUpload
          kind="banners"
          target={`${name}.src`}
          sizeTargets={{ width: `${name}.width`, height: `${name}.height` }}
          // The old picture's narrower copies would still be offered in the shop's srcset.
          resets={{ [`${name}.variants`]: '[]' }}
        />
      </div>
    </fieldset>
  );
}

function BannerForm({ banner }: { banner: AdminBanner | null }) {
  const { t } = useTranslation('admin');
  return (
    <ContentEntryForm
      kind="banners"
      entry={banner}
      name={banner?.el.tl}
      schema={adminBannerSaveSchema}
      input={bannerSaveInput}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="groupName"
              label={t('banners.group')}
              defaultValue={banner?.groupName ?? ''}
              errors={errors.groupName}
            />
            <TextField
              name="pos"
              label={t('fields.position')}
              inputMode="numeric"
              defaultValue={banner?.pos ?? 0}
              errors={errors.pos}
              optional
            />
            <TextField
              name="nu"
              label={t('links.link')}
              defaultValue={banner?.nu ?? ''}
              errors={errors.nu}
              optional
            />
            <SelectField
              name="target"
              label={t('links.target')}
              defaultValue={banner?.target ?? '_self'}
              errors={errors.target}
            >
              {BANNER_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {t(`links.targets.${target}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              name="activeFrom"
              type="datetime-local"
              label={t('fields.starts_at')}
              defaultValue={shopTimeOfInstant(banner?.activeFrom ?? null)}
              errors={errors.activeFrom}
              optional
            />
            <TextField
              name="activeTo"
              type="datetime-local"
              label={t('fields.ends_at')}
              defaultValue={shopTimeOfInstant(banner?.activeTo ?? null)}
              errors={errors.activeTo}
              optional
            />
          </div>
          <LanguageColumns>
            {(language) => (
              <>
                <TitleField language={language} value={banner?.[language]?.tl} errors={errors} />
                <ImageFields
                  name={`${language}.image`}
                  label={t('banners.image')}
                  image={banner?.[language]?.image}
                  errors={errors}
                  optional={language === 'en'}
                />
                <ImageFields
                  name={`${language}.mobileImage`}
                  label={t('banners.mobile_image')}
                  image={banner?.[language]?.mobileImage}
                  errors={errors}
                  optional
                />
              </>
            )}
          </LanguageColumns>
          <CheckboxField name="isActive" defaultChecked={banner?.isActive ?? true}>
            {t('fields.active')}
          </CheckboxField>
        </>
      )}
    </ContentEntryForm>
  );
}

/** The banners by group and position, and the form of the one chosen. */
export function BannerPage({
  selected,
  ...state
}: ContentListState<BannerRow> & { selected: AdminBanner | null }) {
  const { t } = useTranslation('admin');
  return (
    <ContentListPage
      kind="banners"
      state={state}
      selected={selected}
      columns={[
        { label: t('content.title_field'), sort: 'title', cell: (row) => row.tl },
        { label: t('banners.group'), sort: 'group', cell: (row) => row.groupName },
        {
          label: t('fields.position'),
          sort: 'position',
          cell: (row) => row.pos,
          className: 'text-right',
        },
        { label: t('fields.active'), cell: (row) => (row.isActive ? t('yes') : t('no')) },
      ]}
      form={<BannerForm key={selected?.id ?? 'new'} banner={selected} />}
    />
  );
}
