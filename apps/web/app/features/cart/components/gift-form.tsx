import {
  type CartLine,
  GIFT_FORM_FIELDS,
  GIFT_FORM_MAX_LENGTH,
  type GiftForm,
  type GiftFormField,
  giftFormChanged,
  validateGiftForm,
} from '@shop/contract';
import { useState } from 'react';
import { toast } from '~/components/toasts/toast';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { saveGiftForm } from '../cart-actions';

const empty: GiftForm = { gfnm: '', gffnm: '', gfremail: '', gfmsg: '' };

/**
 * The gift-card recipient form on a line (spec 000 §4-§5): collapsible; Save shows only when a
 * field differs from what is saved; every field required, the email valid.
 */
export function GiftCardForm({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const saved = (line.gift as GiftForm | undefined) ?? null;
  const [form, setForm] = useState<GiftForm>(saved ?? empty);
  // Open at first while nothing is saved; after that the shopper opens and closes it.
  const [open, setOpen] = useState(saved === null);
  const [errors, setErrors] = useState<Partial<Record<GiftFormField, string>>>({});
  const changed = giftFormChanged(form, saved);

  const save = () => {
    const found = validateGiftForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t('gift_form.fill_all'));
      return;
    }
    const trimmed = Object.fromEntries(GIFT_FORM_FIELDS.map((f) => [f, form[f].trim()])) as GiftForm;
    saveGiftForm(language, line, trimmed);
    setForm(trimmed);
    toast.success(t('gift_form.saved'));
  };

  return (
    <details
      className="mt-2 rounded-md border border-line p-3 text-sm"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium">{t('gift_form.title')}</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {GIFT_FORM_FIELDS.map((field) => {
          const id = `gift-${line.productId}-${field}`;
          const error = errors[field];
          const props = {
            id,
            value: form[field],
            maxLength: GIFT_FORM_MAX_LENGTH[field],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            className: 'w-full rounded-md border border-line px-3 py-2',
            onChange: (event: { target: { value: string } }) =>
              setForm({ ...form, [field]: event.target.value }),
          };
          return (
            <div key={field} className={field === 'gfmsg' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className="mb-1 block">
                {t(`gift_form.${field}`)}
              </label>
              {field === 'gfmsg' ? (
                <textarea rows={3} {...props} />
              ) : (
                <input type={field === 'gfremail' ? 'email' : 'text'} {...props} />
              )}
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sale">
                  {t(`gift_form.errors.${error}`)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {changed && (
        <button type="button" className="mt-3 rounded-md bg-brand-700 px-4 py-2 text-white" onClick={save}>
          {t('gift_form.save')}
        </button>
      )}
    </details>
  );
}
