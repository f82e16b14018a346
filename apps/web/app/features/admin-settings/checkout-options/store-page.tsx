import { type AdminStore, adminStoreSaveSchema, LANGUAGES } from '@shop/contract';
import { Link } from 'react-router';
import { CheckboxField, TextAreaField, TextField } from '~/components/ui/form-field';
import {
  adminPath,
  ChoosableRow,
  DataTable,
  EntryForm,
  Header,
  ListWithForm,
  listErrors,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { storeSaveInput } from './options-input';

function StoreForm({ store }: { store: AdminStore | null }) {
  const { t } = useTranslation('admin');
  return (
    <EntryForm
      id={store?.id ?? null}
      area="settings"
      legend={store ? t('stores.edit', { code: store.code }) : t('stores.new')}
      schema={adminStoreSaveSchema}
      input={storeSaveInput}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="code"
              label={t('fields.code')}
              defaultValue={store?.code ?? ''}
              errors={errors.code}
            />
            <TextField
              name="postcode"
              label={t('fields.postcode')}
              defaultValue={store?.postcode ?? ''}
              errors={errors.postcode}
            />
            <TextField
              name="phone"
              type="tel"
              label={t('stores.phone')}
              defaultValue={store?.phone ?? ''}
              errors={errors.phone}
            />
            <TextField
              name="latitude"
              label={t('fields.latitude')}
              inputMode="decimal"
              defaultValue={store?.latitude ?? ''}
              errors={errors.latitude}
            />
            <TextField
              name="longitude"
              label={t('fields.longitude')}
              inputMode="decimal"
              defaultValue={store?.longitude ?? ''}
              errors={errors.longitude}
            />
            <TextField
              name="position"
              label={t('fields.position')}
              inputMode="numeric"
              defaultValue={store?.position ?? 0}
              errors={errors.position}
              optional
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {LANGUAGES.map((language) => (
              <fieldset key={language} lang={language} className="space-y-3">
                <legend className="text-sm font-semibold">{t(`languages.${language}`)}</legend>
                <TextField
                  name={`${language}.nm`}
                  label={t('fields.name')}
                  defaultValue={store?.[language].nm ?? ''}
                  errors={errors[`${language}.nm`]}
                />
                <TextField
                  name={`${language}.address`}
                  label={t('fields.address')}
                  defaultValue={store?.[language].address ?? ''}
                  errors={errors[`${language}.address`]}
                />
                <TextField
                  name={`${language}.city`}
                  label={t('fields.city')}
                  defaultValue={store?.[language].city ?? ''}
                  errors={errors[`${language}.city`]}
                />
                <TextAreaField
                  name={`${language}.hours`}
                  label={t('stores.hours')}
                  rows={3}
                  defaultValue={store?.[language].hours.join('\n') ?? ''}
                  errors={listErrors(errors, `${language}.hours`)}
                  optional
                />
              </fieldset>
            ))}
          </div>
          <CheckboxField name="isActive" defaultChecked={store?.isActive ?? true}>
            {t('fields.active')}
          </CheckboxField>
        </>
      )}
    </EntryForm>
  );
}

/** The shop's stores (collection points) in their order, and the form of the one chosen (or a new one). */
export function StorePage({ items, selected }: { items: AdminStore[]; selected: number | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const store = items.find((item) => item.id === selected) ?? null;
  return (
    <ListWithForm
      title={t('stores.title')}
      path="/stores"
      newText={t('stores.new')}
      list={
        <DataTable
          caption={t('stores.title')}
          head={
            <>
              <Header>{t('fields.code')}</Header>
              <Header>{t('fields.name')}</Header>
              <Header>{t('fields.city')}</Header>
              <Header>{t('fields.active')}</Header>
            </>
          }
        >
          {items.map((item) => (
            <ChoosableRow key={item.id} current={item.id === selected}>
              <td className="px-3 py-2">
                <Link to={adminPath(language, `/stores?id=${item.id}`)} className="text-brand-800 underline">
                  {item.code}
                </Link>
              </td>
              <td className="px-3 py-2">{item[language].nm}</td>
              <td className="px-3 py-2">{item[language].city}</td>
              <td className="px-3 py-2">{item.isActive ? t('yes') : t('no')}</td>
            </ChoosableRow>
          ))}
        </DataTable>
      }
      form={<StoreForm store={store} />}
    />
  );
}
