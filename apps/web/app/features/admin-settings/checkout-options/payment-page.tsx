import {
  type AdminPaymentType,
  adminPaymentTypeSaveSchema,
  PAYMENT_PROVIDERS,
  SHIPPING_KINDS,
} from '@shop/contract';
import { Link } from 'react-router';
import { CheckboxField, FieldError, SelectField, TextField } from '~/components/ui/form-field';
import {
  adminPath,
  BilingualFields,
  ChoosableRow,
  DataTable,
  EntryForm,
  formatAdminMoney,
  Header,
  ListWithForm,
  listErrors,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { paymentTypeSaveInput } from './options-input';

function PaymentTypeForm({ payment }: { payment: AdminPaymentType | null }) {
  const { t } = useTranslation('admin');
  return (
    <EntryForm
      id={payment?.id ?? null}
      area="settings"
      legend={payment ? t('payment_types.edit', { code: payment.code }) : t('payment_types.new')}
      schema={adminPaymentTypeSaveSchema}
      input={paymentTypeSaveInput}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="code"
              label={t('fields.code')}
              defaultValue={payment?.code ?? ''}
              errors={errors.code}
            />
            <SelectField
              name="provider"
              label={t('payment_types.provider')}
              defaultValue={payment?.provider ?? ''}
              errors={errors.provider}
            >
              <option value="">—</option>
              {PAYMENT_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {t(`payment.${provider}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              name="position"
              label={t('fields.position')}
              inputMode="numeric"
              defaultValue={payment?.position ?? 0}
              errors={errors.position}
              optional
            />
            <TextField
              name="fee"
              label={t('payment_types.fee')}
              inputMode="decimal"
              defaultValue={payment?.fee ?? 0}
              errors={errors.fee}
              optional
            />
            <TextField
              name="maxAmount"
              label={t('payment_types.max_amount')}
              inputMode="decimal"
              defaultValue={payment?.maxAmount ?? ''}
              errors={errors.maxAmount}
              optional
            />
          </div>
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold">{t('payment_types.shipping_kinds')}</legend>
            <div className="flex flex-wrap gap-6">
              {SHIPPING_KINDS.map((kind) => (
                <CheckboxField
                  key={kind}
                  name="shippingKinds"
                  value={kind}
                  defaultChecked={payment?.shippingKinds.includes(kind) ?? false}
                >
                  {t(`shipping.${kind}`)}
                </CheckboxField>
              ))}
            </div>
            <FieldError id="payment-shipping-kinds-error" errors={listErrors(errors, 'shippingKinds')} />
          </fieldset>
          <BilingualFields values={payment ? { el: payment.el, en: payment.en } : null} errors={errors} />
          <div className="flex flex-wrap gap-6">
            <CheckboxField name="installments" defaultChecked={payment?.installments ?? false}>
              {t('payment_types.installments')}
            </CheckboxField>
            <CheckboxField name="isActive" defaultChecked={payment?.isActive ?? true}>
              {t('fields.active')}
            </CheckboxField>
          </div>
        </>
      )}
    </EntryForm>
  );
}

/** The payment types in their order, and the form of the one chosen (or a new one). */
export function PaymentTypePage({ items, selected }: { items: AdminPaymentType[]; selected: number | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const payment = items.find((item) => item.id === selected) ?? null;
  return (
    <ListWithForm
      title={t('payment_types.title')}
      path="/payment-types"
      newText={t('payment_types.new')}
      list={
        <DataTable
          caption={t('payment_types.title')}
          head={
            <>
              <Header>{t('fields.code')}</Header>
              <Header>{t('fields.name')}</Header>
              <Header>{t('payment_types.provider')}</Header>
              <Header className="text-right">{t('payment_types.fee')}</Header>
              <Header>{t('fields.active')}</Header>
            </>
          }
        >
          {items.map((item) => (
            <ChoosableRow key={item.id} current={item.id === selected}>
              <td className="px-3 py-2">
                <Link
                  to={adminPath(language, `/payment-types?id=${item.id}`)}
                  className="text-brand-800 underline"
                >
                  {item.code}
                </Link>
              </td>
              <td className="px-3 py-2">{item[language].nm}</td>
              <td className="px-3 py-2">{t(`payment.${item.provider}`)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatAdminMoney(item.fee, language)}</td>
              <td className="px-3 py-2">{item.isActive ? t('yes') : t('no')}</td>
            </ChoosableRow>
          ))}
        </DataTable>
      }
      form={<PaymentTypeForm payment={payment} />}
    />
  );
}
