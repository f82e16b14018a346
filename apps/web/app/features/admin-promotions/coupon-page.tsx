import {
  type AdminCoupon,
  type AdminCouponQuery,
  type adminCouponListSchema,
  adminCouponSaveSchema,
} from '@shop/contract';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import {
  CheckboxField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import {
  AdminForm,
  adminPath,
  DataTable,
  FlagSelect,
  formatAdminDate,
  Header,
  ListSearch,
  listErrors,
  PageHeading,
  Pager,
  RefusedFilters,
  SortHeader,
  SortInputs,
  shopTimeOfInstant,
  useMayChange,
  useQueryLink,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { couponSaveInput } from './promotion-input';

/** A policy a coupon may switch on: its id and code. */
export interface PolicyChoice {
  id: number;
  code: string;
}

function CouponForm({
  coupon,
  policies,
  policyId,
}: {
  coupon: AdminCoupon | null;
  policies: PolicyChoice[];
  policyId: number | null;
}) {
  const { t } = useTranslation('admin');
  const mayChange = useMayChange('promotions');
  // The coupon's own policy stays choosable even when it is beyond the first page of policies.
  const choices =
    coupon && !policies.some((policy) => policy.id === coupon.policyId)
      ? [{ id: coupon.policyId, code: coupon.policyCode }, ...policies]
      : policies;
  return (
    <AdminForm
      key={coupon?.id ?? 'new'}
      intent="save"
      schema={adminCouponSaveSchema}
      input={couponSaveInput}
      doneText={t('saved')}
      className="rounded-lg border border-line bg-white p-4"
    >
      {({ errors, pending }) => (
        <fieldset disabled={!mayChange} className="space-y-4">
          <legend className="font-semibold">
            {coupon ? t('coupons.edit', { code: coupon.code }) : t('coupons.new')}
          </legend>
          {coupon && <input type="hidden" name="id" value={coupon.id} />}
          {coupon?.customerId != null && (
            <p className="text-sm text-muted">{t('coupons.personal', { id: coupon.customerId })}</p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="code"
              label={t('fields.code')}
              defaultValue={coupon?.code ?? ''}
              errors={errors.code}
            />
            <SelectField
              name="policyId"
              label={t('coupons.policy')}
              defaultValue={coupon?.policyId ?? policyId ?? ''}
              errors={errors.policyId}
            >
              <option value="">—</option>
              {choices.map((policy) => (
                <option key={policy.id} value={policy.id}>
                  {policy.code}
                </option>
              ))}
            </SelectField>
            <TextField
              name="startsAt"
              type="datetime-local"
              label={t('fields.starts_at')}
              defaultValue={shopTimeOfInstant(coupon?.startsAt ?? null)}
              errors={errors.startsAt}
              optional
            />
            <TextField
              name="endsAt"
              type="datetime-local"
              label={t('fields.ends_at')}
              defaultValue={shopTimeOfInstant(coupon?.endsAt ?? null)}
              errors={errors.endsAt}
              optional
            />
            <TextField
              name="maxRedemptions"
              label={t('coupons.max_redemptions')}
              inputMode="numeric"
              defaultValue={coupon?.maxRedemptions ?? ''}
              errors={errors.maxRedemptions}
              optional
            />
            <TextField
              name="maxPerCustomer"
              label={t('coupons.max_per_customer')}
              inputMode="numeric"
              defaultValue={coupon?.maxPerCustomer ?? ''}
              errors={errors.maxPerCustomer}
              optional
            />
          </div>
          <TextAreaField
            name="allowedEmails"
            label={t('coupons.allowed_emails')}
            rows={3}
            defaultValue={coupon?.allowedEmails.join('\n') ?? ''}
            errors={listErrors(errors, 'allowedEmails')}
            optional
          />
          <CheckboxField name="isActive" defaultChecked={coupon?.isActive ?? true}>
            {t('fields.active')}
          </CheckboxField>
          {mayChange && <SubmitButton pending={pending}>{t('save')}</SubmitButton>}
        </fieldset>
      )}
    </AdminForm>
  );
}

export type CouponListFilters = Pick<AdminCouponQuery, 'sort' | 'dir'> & { q: string; active: string };

/**
 * Coupons, searched by code, filtered by policy and state, sorted and paged on the server, and the
 * form of the one chosen.
 */
export function CouponPage({
  list,
  filters,
  refused,
  policyId,
  policies,
  selected,
}: {
  list: z.infer<typeof adminCouponListSchema>;
  filters: CouponListFilters;
  /** Error codes of filters the contract refused; the list is then unfiltered. */
  refused: string[];
  policyId: number | null;
  policies: PolicyChoice[];
  selected: AdminCoupon | null;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const link = useQueryLink();
  const sortProps = { sort: filters.sort, dir: filters.dir };
  return (
    <>
      <PageHeading title={t('coupons.title')}>
        <Link to={link({ id: undefined })} className="text-sm underline">
          {t('coupons.new')}
        </Link>
      </PageHeading>
      <ListSearch q={filters.q} label={t('fields.code')}>
        <label className="flex flex-col text-sm">
          {t('coupons.policy')}
          <select
            name="policyId"
            defaultValue={policyId ?? ''}
            className="rounded-md border border-line px-3 py-2"
          >
            <option value="">{t('all')}</option>
            {policies.map((policy) => (
              <option key={policy.id} value={policy.id}>
                {policy.code}
              </option>
            ))}
          </select>
        </label>
        <FlagSelect name="active" label={t('fields.active')} value={filters.active} />
        <SortInputs {...sortProps} />
      </ListSearch>
      <RefusedFilters refused={refused} />
      <div className="grid gap-4 xl:grid-cols-2">
        <div>
          <DataTable
            caption={t('coupons.title')}
            head={
              <>
                <SortHeader column="code" {...sortProps}>
                  {t('fields.code')}
                </SortHeader>
                <Header>{t('coupons.policy')}</Header>
                <SortHeader column="ends" {...sortProps}>
                  {t('fields.ends_at')}
                </SortHeader>
                <SortHeader column="redemptions" {...sortProps} className="text-right">
                  {t('coupons.redemptions')}
                </SortHeader>
                <Header>{t('fields.active')}</Header>
              </>
            }
          >
            {list.items.map((coupon) => (
              <tr
                key={coupon.id}
                aria-current={coupon.id === selected?.id ? 'true' : undefined}
                className="aria-[current=true]:bg-brand-50"
              >
                <td className="px-3 py-2">
                  <Link to={link({ id: coupon.id })} className="text-brand-800 underline">
                    {coupon.code}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <Link
                    to={adminPath(language, `/promotions?id=${coupon.policyId}`)}
                    className="text-brand-800 underline"
                  >
                    {coupon.policyCode}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  {coupon.endsAt ? formatAdminDate(coupon.endsAt, language) : '—'}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {coupon.redemptions}
                  {coupon.maxRedemptions !== null && ` / ${coupon.maxRedemptions}`}
                </td>
                <td className="px-3 py-2">{coupon.isActive ? t('yes') : t('no')}</td>
              </tr>
            ))}
          </DataTable>
          <Pager page={list.page} psize={list.psize} total={list.total} />
        </div>
        <CouponForm coupon={selected} policies={policies} policyId={policyId} />
      </div>
    </>
  );
}
