import { type AdminCategory, adminCategorySaveSchema } from '@shop/contract';
import { Link } from 'react-router';
import { CheckboxField, SelectField, TextField } from '~/components/ui/form-field';
import {
  adminPath,
  BilingualFields,
  ChoosableRow,
  DataTable,
  EntryForm,
  Header,
  ListWithForm,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
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
  return (
    <EntryForm
      id={category?.id ?? null}
      area="catalog"
      legend={category ? t('categories.edit', { name: category[language].nm }) : t('categories.new')}
      schema={adminCategorySaveSchema}
      input={categorySaveInput}
    >
      {(errors) => (
        <>
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
        </>
      )}
    </EntryForm>
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
    <ListWithForm
      title={t('categories.title')}
      path="/categories"
      newText={t('categories.new')}
      list={
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
            <ChoosableRow key={row.id} current={row.id === selected}>
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
            </ChoosableRow>
          ))}
        </DataTable>
      }
      form={<CategoryForm category={category} categories={categories} />}
    />
  );
}
