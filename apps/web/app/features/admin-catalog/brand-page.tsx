import {
  type AdminBrand,
  type AdminBrandQuery,
  type adminBrandListSchema,
  adminBrandSaveSchema,
} from '@shop/contract';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { CheckboxField, SubmitButton, TextField } from '~/components/ui/form-field';
import {
  AdminForm,
  adminPath,
  BilingualFields,
  DataTable,
  FlagSelect,
  Header,
  ListSearch,
  PageHeading,
  Pager,
  RefusedFilters,
  SortHeader,
  SortInputs,
  useMayChange,
  useQueryLink,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { brandSaveInput } from './taxonomy-input';

function BrandForm({ brand }: { brand: AdminBrand | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayChange = useMayChange('catalog');
  return (
    <AdminForm
      key={brand?.id ?? 'new'}
      intent="save"
      schema={adminBrandSaveSchema}
      input={brandSaveInput}
      doneText={t('saved')}
      className="rounded-lg border border-line bg-white p-4"
    >
      {({ errors, pending }) => (
        <fieldset disabled={!mayChange} className="space-y-4">
          <legend className="font-semibold">
            {brand ? t('brands.edit', { name: brand[language].nm }) : t('brands.new')}
          </legend>
          {brand && <input type="hidden" name="id" value={brand.id} />}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="eurl"
              label={t('fields.slug')}
              defaultValue={brand?.eurl ?? ''}
              errors={errors.eurl}
            />
            <TextField
              name="countryIso"
              label={t('brands.country')}
              maxLength={2}
              defaultValue={brand?.countryIso ?? ''}
              errors={errors.countryIso}
              optional
            />
          </div>
          <TextField
            name="excludedCountries"
            label={t('brands.excluded_countries')}
            defaultValue={brand?.excludedCountries.join(', ') ?? ''}
            errors={Object.entries(errors)
              .filter(([field]) => field.startsWith('excludedCountries'))
              .flatMap(([, codes]) => codes)}
            optional
          />
          <BilingualFields values={brand ? { el: brand.el, en: brand.en } : null} errors={errors} />
          <div className="flex flex-wrap gap-6">
            <CheckboxField name="isPublic" defaultChecked={brand?.isPublic ?? true}>
              {t('brands.public')}
            </CheckboxField>
            <CheckboxField name="isFeatured" defaultChecked={brand?.isFeatured ?? false}>
              {t('brands.featured')}
            </CheckboxField>
          </div>
          {mayChange && <SubmitButton pending={pending}>{t('save')}</SubmitButton>}
        </fieldset>
      )}
    </AdminForm>
  );
}

export type BrandListFilters = Pick<AdminBrandQuery, 'sort' | 'dir'> & { q: string; public: string };

/**
 * Brands, searched, filtered by visibility, sorted and paged on the server, and the form of the one
 * chosen (or a new one).
 */
export function BrandPage({
  list,
  filters,
  refused,
  selected,
}: {
  list: z.infer<typeof adminBrandListSchema>;
  filters: BrandListFilters;
  /** Error codes of filters the contract refused; the list is then unfiltered. */
  refused: string[];
  selected: AdminBrand | null;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const link = useQueryLink();
  const sortProps = { sort: filters.sort, dir: filters.dir };
  return (
    <>
      <PageHeading title={t('brands.title')}>
        <Link to={adminPath(language, '/brands')} className="text-sm underline">
          {t('brands.new')}
        </Link>
      </PageHeading>
      <ListSearch q={filters.q} label={t('fields.search')}>
        <FlagSelect name="public" label={t('brands.public')} value={filters.public} />
        <SortInputs {...sortProps} />
      </ListSearch>
      <RefusedFilters refused={refused} />
      <div className="grid gap-4 xl:grid-cols-2">
        <div>
          <DataTable
            caption={t('brands.title')}
            head={
              <>
                <SortHeader column="name" {...sortProps}>
                  {t('fields.name')}
                </SortHeader>
                <Header className="text-right">{t('nav.products')}</Header>
                <SortHeader column="public" {...sortProps}>
                  {t('brands.public')}
                </SortHeader>
              </>
            }
          >
            {list.items.map((brand) => (
              <tr key={brand.id}>
                <td className="px-3 py-2">
                  <Link to={link({ id: brand.id })} className="text-brand-800 underline">
                    {brand[language].nm}
                  </Link>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{brand.products}</td>
                <td className="px-3 py-2">{brand.isPublic ? t('yes') : t('no')}</td>
              </tr>
            ))}
          </DataTable>
          <Pager page={list.page} psize={list.psize} total={list.total} />
        </div>
        <BrandForm brand={selected} />
      </div>
    </>
  );
}
