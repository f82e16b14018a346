import { type AdminCustomMessage, customMessageSaveSchema } from '@shop/contract';
import { Link } from 'react-router';
import { CheckboxField, TextField } from '~/components/ui/form-field';
import { adminPath, ChoosableRow, DataTable, EntryForm, Header, ListWithForm } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { TwoLanguageText } from './link-fields';
import { customMessageSaveInput } from './navigation-input';

const TEXTS = [
  ['rct', 'nu'],
  ['rct2', 'nu2'],
  ['rct3', 'nu3'],
] as const;

function MessageForm({ code, message }: { code: string; message: AdminCustomMessage | null }) {
  const { t } = useTranslation('admin');
  return (
    <EntryForm
      id={null}
      area="navigation"
      legend={t('messages.edit', { code })}
      schema={customMessageSaveSchema}
      input={customMessageSaveInput}
    >
      {(errors) => (
        <>
          <input type="hidden" name="code" value={code} />
          {TEXTS.map(([text, link], index) => (
            <fieldset key={text} className="space-y-3 rounded-md border border-line p-3">
              <legend className="px-1 text-sm font-semibold">
                {t('messages.slide', { number: index + 1 })}
              </legend>
              <TwoLanguageText
                name={text}
                label={t('messages.text')}
                values={{ el: message?.el[text] ?? '', en: message?.en?.[text] ?? '' }}
                errors={errors}
              />
              <TextField
                name={link}
                label={t('links.link')}
                defaultValue={message?.[link] ?? ''}
                errors={errors[link]}
                optional
              />
            </fieldset>
          ))}
          <p className="text-xs text-muted">{t('links.link_hint')}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="chex"
              type="color"
              label={t('messages.colour')}
              defaultValue={message?.chex ?? '#0b6e4f'}
              errors={errors.chex}
            />
          </div>
          <CheckboxField name="isActive" defaultChecked={message?.isActive ?? true}>
            {t('messages.active')}
          </CheckboxField>
        </>
      )}
    </EntryForm>
  );
}

/** The custom messages (the header's message bar first) and the form of the one chosen. */
export function MessagePage({ items, code }: { items: AdminCustomMessage[]; code: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const message = items.find((item) => item.code === code) ?? null;
  return (
    <ListWithForm
      title={t('messages.title')}
      path="/header-messages"
      list={
        <DataTable
          caption={t('messages.title')}
          head={
            <>
              <Header>{t('fields.code')}</Header>
              <Header>{t('messages.text')}</Header>
              <Header>{t('messages.active')}</Header>
            </>
          }
        >
          {items.map((item) => (
            <ChoosableRow key={item.code} current={item.code === code}>
              <td className="px-3 py-2">
                <Link
                  to={adminPath(language, `/header-messages?code=${encodeURIComponent(item.code)}`)}
                  className="text-brand-800 underline"
                >
                  {item.code}
                </Link>
              </td>
              <td className="px-3 py-2">
                <span
                  className="rounded px-2 py-0.5"
                  style={{ backgroundColor: item.chex, color: item.tchex }}
                >
                  {(item[language] ?? item.el).rct}
                </span>
              </td>
              <td className="px-3 py-2">{item.isActive ? t('yes') : t('no')}</td>
            </ChoosableRow>
          ))}
        </DataTable>
      }
      form={<MessageForm key={code} code={code} message={message} />}
    />
  );
}
