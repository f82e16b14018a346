import { type AdminMenuItem, menuItemSaveSchema } from '@shop/contract';
import { Link } from 'react-router';
import { CheckboxField, SelectField, TextField } from '~/components/ui/form-field';
import { adminPath, ChoosableRow, DataTable, EntryForm, Header, ListWithForm } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { LinkFields, TwoLanguageText } from './link-fields';
import { menuItemSaveInput } from './navigation-input';

/** How deep each entry sits under the top of the menu (the API sends parents before children). */
function depths(items: AdminMenuItem[]): Map<number, number> {
  const depth = new Map<number, number>();
  for (const item of items) depth.set(item.id, item.pid === null ? 0 : (depth.get(item.pid) ?? 0) + 1);
  return depth;
}

/** The entries that may be a parent of `entry`: never itself nor one below it. */
function parentChoices(items: AdminMenuItem[], entry: AdminMenuItem | null): AdminMenuItem[] {
  if (!entry) return items;
  const below = new Set([entry.id]);
  for (const item of items) if (item.pid !== null && below.has(item.pid)) below.add(item.id);
  return items.filter((item) => !below.has(item.id));
}

function MenuItemForm({ items, entry }: { items: AdminMenuItem[]; entry: AdminMenuItem | null }) {
  const { t } = useTranslation('admin');
  const depth = depths(items);
  return (
    <EntryForm
      id={entry?.id ?? null}
      area="navigation"
      legend={entry ? t('menus.edit', { name: entry.el.tl }) : t('menus.new')}
      schema={menuItemSaveSchema}
      input={menuItemSaveInput}
      deletable
    >
      {(errors) => (
        <>
          <TwoLanguageText
            name="tl"
            label={t('menus.label')}
            values={{ el: entry?.el.tl ?? '', en: entry?.en?.tl ?? '' }}
            errors={errors}
          />
          <LinkFields name="nu" url={entry?.nu ?? ''} target={entry?.trg ?? '_self'} errors={errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="pid"
              label={t('menus.parent')}
              defaultValue={entry?.pid ?? ''}
              errors={errors.pid}
              optional
            >
              <option value="">{t('menus.top')}</option>
              {parentChoices(items, entry).map((item) => (
                <option key={item.id} value={item.id}>
                  {'— '.repeat(depth.get(item.id) ?? 0)}
                  {item.el.tl}
                </option>
              ))}
            </SelectField>
            <TextField
              name="position"
              label={t('fields.position')}
              inputMode="numeric"
              defaultValue={entry?.position ?? 0}
              errors={errors.position}
              optional
            />
          </div>
          <div className="flex flex-wrap gap-6">
            <CheckboxField name="isVisible" defaultChecked={entry?.isVisible ?? true}>
              {t('links.visible')}
            </CheckboxField>
            <CheckboxField name="isHighlighted" defaultChecked={entry?.isHighlighted ?? false}>
              {t('menus.highlighted')}
            </CheckboxField>
          </div>
        </>
      )}
    </EntryForm>
  );
}

/** The main menu's entries as a tree, and the form of the one chosen (or a new one). */
export function MenuPage({ items, selected }: { items: AdminMenuItem[]; selected: number | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const depth = depths(items);
  const entry = items.find((item) => item.id === selected) ?? null;
  return (
    <ListWithForm
      title={t('menus.title')}
      path="/menus"
      newText={t('menus.new')}
      list={
        <DataTable
          caption={t('menus.title')}
          head={
            <>
              <Header>{t('menus.label')}</Header>
              <Header>{t('links.link')}</Header>
              <Header className="text-right">{t('fields.position')}</Header>
              <Header>{t('links.visible')}</Header>
            </>
          }
        >
          {items.map((item) => (
            <ChoosableRow key={item.id} current={item.id === selected}>
              <td
                className="px-3 py-2"
                style={{ paddingLeft: `${0.75 + (depth.get(item.id) ?? 0) * 1.25}rem` }}
              >
                <Link to={adminPath(language, `/menus?id=${item.id}`)} className="text-brand-800 underline">
                  {item[language]?.tl ?? item.el.tl}
                </Link>
              </td>
              <td className="px-3 py-2 break-all">{item.nu}</td>
              <td className="px-3 py-2 text-right tabular-nums">{item.position}</td>
              <td className="px-3 py-2">{item.isVisible ? t('yes') : t('no')}</td>
            </ChoosableRow>
          ))}
        </DataTable>
      }
      form={<MenuItemForm items={items} entry={entry} />}
    />
  );
}
