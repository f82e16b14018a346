import { type AdminCategory, adminCategorySaveSchema } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField, SelectField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useLanguage } from '~/lib/language';
import { AdminForm } from '../components/admin-form';
import { BilingualFields } from '../components/bilingual-fields';
import { DataTable, Header, PageHeading } from '../components/data-table';
import { adminPath } from '../paths';
import { useMayChange } from '../use-staff';
import { categorySaveInput } from './taxonomy-input';

function CategoryForm({
  category,
  categories,
}: {
  category: AdminCategory | null;
  categories: AdminCategory[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayChange = useMayChange('catalog');
  return (
    <AdminForm
      key={category?.id ?? 'new'}
      intent="save"
      schema={adminCategorySaveSchema}
      input={categorySaveInput}
      doneText={t('saved')}
      className="rounded-lg border border-line bg-white p-4"
    >
      {({ errors, pending }) => (
        <fieldset disabled={!mayChange} className="space-y-4">
          <legend className="font-semibold">
            {category ? t('categories.edit', { name: category[language].nm }) : t('categories.new')}
          </legend>
          {category && <input type="hidden" name="id" value={category.id} />}
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="eurl"
              label={t('fields.slug')}
              defaultValue={category?.eurl ?? ''}
              errors={errors.eurl}
            />
            <SelectField
              name="pid"
              label={t('categories.parent')}
              defaultValue={category?.pid ?? ''}
              errors={errors.pid}
              optional
            >
              <option value="">{t('none')}</option>
              {categories
                .filter((other) => other.id !== category?.id)
                .map((other) => (
                  <option key={other.id} value={other.id}>
                    {other[language].nm}
                  </option>
                ))}
            </SelectField>
            <TextField
              name="sortOrder"
              label={t('fields.position')}
              inputMode="numeric"
              defaultValue={category?.sortOrder ?? 0}
              errors={errors.sortOrder}
              optional
            />
          </div>
          <BilingualFields values={category ? { el: category.el, en: category.en } : null} errors={errors} />
          <CheckboxField name="isVisible" defaultChecked={category?.isVisible ?? true}>
            {t('categories.visible')}
          </CheckboxField>
          {mayChange && <SubmitButton pending={pending}>{t('save')}</SubmitButton>}
        </fieldset>
      )}
    </AdminForm>
  );
}

/** The category tree, parents before children, and the form of the one chosen (or a new one). */
export function CategoryPage({
  categories,
  selected,
}: {
  categories: AdminCategory[];
  selected: number | null;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const category = selected === null ? null : (byId.get(selected) ?? null);
  return (
    <>
      <PageHeading title={t('categories.title')}>
        <Link to={adminPath(language, '/categories')} className="text-sm underline">
          {t('categories.new')}
        </Link>
      </PageHeading>
      <div className="grid gap-4 xl:grid-cols-2">
        <DataTable
          caption={t('categories.title')}
          head={
            <>
              <Header>{t('fields.name')}</Header>
              <Header>{t('categories.parent')}</Header>
              <Header className="text-right">{t('nav.products')}</Header>
              <Header>{t('categories.visible')}</Header>
            </>
          }
        >
          {categories.map((row) => (
            <tr
              key={row.id}
              aria-current={row.id === selected ? 'true' : undefined}
              className="aria-[current=true]:bg-brand-50"
            >
              <td className="px-3 py-2">
                <Link
                  to={adminPath(language, `/categories?id=${row.id}`)}
                  className="text-brand-800 underline"
                >
                  {row[language].nm}
                </Link>
              </td>
              <td className="px-3 py-2">
                {row.pid === null ? '—' : (byId.get(row.pid)?.[language].nm ?? row.pid)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{row.products}</td>
              <td className="px-3 py-2">{row.isVisible ? t('yes') : t('no')}</td>
            </tr>
          ))}
        </DataTable>
        <CategoryForm category={category} categories={categories} />
      </div>
    </>
  );
}
