import {
  type AdminPaymentType,
  adminPaymentTypeSaveSchema,
  PAYMENT_PROVIDERS,
  SHIPPING_KINDS,
} from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField, FieldError, SelectField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useLanguage } from '~/lib/language';
import { AdminForm } from '../components/admin-form';
import { BilingualFields } from '../components/bilingual-fields';
import { DataTable, Header, PageHeading } from '../components/data-table';
import { listErrors } from '../form-data';
import { formatAdminMoney } from '../format';
import { adminPath } from '../paths';
import { useMayChange } from '../use-staff';
import { paymentTypeSaveInput } from './options-input';

function PaymentTypeForm({ payment }: { payment: AdminPaymentType | null }) {
  const { t } = useTranslation('admin');
  const mayChange = useMayChange('settings');
  return (
    <AdminForm
      key={payment?.id ?? 'new'}
      intent="save"
      schema={adminPaymentTypeSaveSchema}
      input={paymentTypeSaveInput}
      doneText={t('saved')}
      className="rounded-lg border border-line bg-white p-4"
    >
      {({ errors, pending }) => (
        <fieldset disabled={!mayChange} className="space-y-4">
          <legend className="font-semibold">
            {payment ? t('payment_types.edit', { code: payment.code }) : t('payment_types.new')}
          </legend>
          {payment && <input type="hidden" name="id" value={payment.id} />}
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
          {mayChange && <SubmitButton pending={pending}>{t('save')}</SubmitButton>}
        </fieldset>
      )}
    </AdminForm>
  );
}

/** The payment types in their order, and the form of the one chosen (or a new one). */
export function PaymentTypePage({ items, selected }: { items: AdminPaymentType[]; selected: number | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const payment = items.find((item) => item.id === selected) ?? null;
  return (
    <>
      <PageHeading title={t('payment_types.title')}>
        <Link to={adminPath(language, '/payment-types')} className="text-sm underline">
          {t('payment_types.new')}
        </Link>
      </PageHeading>
      <div className="grid gap-4 xl:grid-cols-2">
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
            <tr
              key={item.id}
              aria-current={item.id === selected ? 'true' : undefined}
              className="aria-[current=true]:bg-brand-50"
            >
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
            </tr>
          ))}
        </DataTable>
        <PaymentTypeForm payment={payment} />
      </div>
    </>
  );
}
