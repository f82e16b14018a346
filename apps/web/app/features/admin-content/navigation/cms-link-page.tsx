import { type AdminCmsLink, CMS_LINK_FLAGS, cmsLinkSaveSchema } from '@shop/contract';
import { Link } from 'react-router';
import { CheckboxField, TextField } from '~/components/ui/form-field';
import { adminPath, ChoosableRow, DataTable, EntryForm, Header, ListWithForm } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { LinkFields, TwoLanguageText } from './link-fields';
import { cmsLinkSaveInput } from './navigation-input';

function CmsLinkForm({ link }: { link: AdminCmsLink | null }) {
  const { t } = useTranslation('admin');
  return (
    <EntryForm
      id={link?.id ?? null}
      area="navigation"
      legend={link ? t('cms_links.edit', { name: link.el.label }) : t('cms_links.new')}
      schema={cmsLinkSaveSchema}
      input={cmsLinkSaveInput}
      deletable
    >
      {(errors) => (
        <>
          <TwoLanguageText
            name="label"
            label={t('cms_links.label')}
            values={{ el: link?.el.label ?? '', en: link?.en?.label ?? '' }}
            errors={errors}
          />
          <LinkFields name="value" url={link?.value ?? ''} target={link?.trg ?? '_self'} errors={errors} />
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold">{t('cms_links.places')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {CMS_LINK_FLAGS.map((flag) => (
                <CheckboxField key={flag} name={flag} defaultChecked={link?.[flag] ?? false}>
                  {t(`cms_links.flags.${flag}`)}
                </CheckboxField>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="position"
              label={t('fields.position')}
              inputMode="numeric"
              defaultValue={link?.position ?? 0}
              errors={errors.position}
              optional
            />
          </div>
          <CheckboxField name="isVisible" defaultChecked={link?.isVisible ?? true}>
            {t('links.visible')}
          </CheckboxField>
        </>
      )}
    </EntryForm>
  );
}

/** The cms links (header, side menu, footer columns, usp bar) in order, and the form of the one chosen. */
export function CmsLinkPage({ items, selected }: { items: AdminCmsLink[]; selected: number | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const link = items.find((item) => item.id === selected) ?? null;
  return (
    <ListWithForm
      title={t('cms_links.title')}
      path="/cms-links"
      newText={t('cms_links.new')}
      list={
        <DataTable
          caption={t('cms_links.title')}
          head={
            <>
              <Header>{t('cms_links.label')}</Header>
              <Header>{t('links.link')}</Header>
              <Header>{t('cms_links.places')}</Header>
              <Header className="text-right">{t('fields.position')}</Header>
              <Header>{t('links.visible')}</Header>
            </>
          }
        >
          {items.map((item) => (
            <ChoosableRow key={item.id} current={item.id === selected}>
              <td className="px-3 py-2">
                <Link
                  to={adminPath(language, `/cms-links?id=${item.id}`)}
                  className="text-brand-800 underline"
                >
                  {item[language]?.label ?? item.el.label}
                </Link>
              </td>
              <td className="px-3 py-2 break-all">{item.value}</td>
              <td className="px-3 py-2">
                {CMS_LINK_FLAGS.filter((flag) => item[flag])
                  .map((flag) => t(`cms_links.flags.${flag}`))
                  .join(', ')}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{item.position}</td>
              <td className="px-3 py-2">{item.isVisible ? t('yes') : t('no')}</td>
            </ChoosableRow>
          ))}
        </DataTable>
      }
      form={<CmsLinkForm link={link} />}
    />
  );
}
