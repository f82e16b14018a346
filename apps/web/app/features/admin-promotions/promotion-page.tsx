import {
  type AdminPromotion,
  type AdminPromotionQuery,
  type adminPromotionListSchema,
  adminPromotionSaveSchema,
  COMBINATION_RULES,
  PROMOTION_KINDS,
  TIER_CODES,
} from '@shop/contract';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { CheckboxField, SelectField, TextField } from '~/components/ui/form-field';
import {
  adminPath,
  BilingualFields,
  ChoosableRow,
  DataTable,
  EntryForm,
  FlagSelect,
  formatAdminDate,
  Header,
  ListSearch,
  ListWithForm,
  listErrors,
  Pager,
  RefusedFilters,
  SortHeader,
  SortInputs,
  shopTimeOfInstant,
  useQueryLink,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { promotionSaveInput } from './promotion-input';

const number = (value: number | null | undefined) => (value === null || value === undefined ? '' : value);

function PromotionForm({ promotion }: { promotion: AdminPromotion | null }) {
  const { t } = useTranslation('admin');
  return (
    <EntryForm
      id={promotion?.id ?? null}
      area="promotions"
      legend={promotion ? t('promotions.edit', { code: promotion.code }) : t('promotions.new')}
      schema={adminPromotionSaveSchema}
      input={promotionSaveInput}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="code"
              label={t('fields.code')}
              defaultValue={promotion?.code ?? ''}
              errors={errors.code}
            />
            <TextField
              name="badge"
              label={t('promotions.badge')}
              maxLength={40}
              defaultValue={promotion?.badge ?? ''}
              errors={errors.badge}
              optional
            />
            <SelectField
              name="kind"
              label={t('promotions.kind')}
              defaultValue={promotion?.kind ?? ''}
              errors={errors.kind}
              optional
            >
              <option value="">{t('promotions.kinds.none')}</option>
              {PROMOTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`promotions.kinds.${kind}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <BilingualFields
            values={promotion ? { el: promotion.el, en: promotion.en } : null}
            errors={errors}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              name="combinationRule"
              label={t('promotions.combination')}
              defaultValue={promotion?.combinationRule ?? 'Additive'}
              errors={errors.combinationRule}
            >
              {COMBINATION_RULES.map((rule) => (
                <option key={rule} value={rule}>
                  {t(`promotions.rules.${rule}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              name="percent"
              label={t('promotions.percent')}
              inputMode="decimal"
              defaultValue={number(promotion?.percent)}
              errors={errors.percent}
              optional
            />
            <TextField
              name="amount"
              label={t('promotions.amount')}
              inputMode="decimal"
              defaultValue={number(promotion?.amount)}
              errors={errors.amount}
              optional
            />
            <TextField
              name="minAmount"
              label={t('promotions.min_amount')}
              inputMode="decimal"
              defaultValue={number(promotion?.minAmount)}
              errors={errors.minAmount}
              optional
            />
            <TextField
              name="buyQuantity"
              label={t('promotions.buy_quantity')}
              inputMode="numeric"
              defaultValue={number(promotion?.buyQuantity)}
              errors={errors.buyQuantity}
              optional
            />
            <TextField
              name="freeQuantity"
              label={t('promotions.free_quantity')}
              inputMode="numeric"
              defaultValue={number(promotion?.freeQuantity)}
              errors={errors.freeQuantity}
              optional
            />
            <TextField
              name="giftQuantity"
              label={t('promotions.gift_quantity')}
              inputMode="numeric"
              defaultValue={promotion?.giftQuantity ?? 1}
              errors={errors.giftQuantity}
              optional
            />
            <TextField
              name="startsAt"
              type="datetime-local"
              label={t('fields.starts_at')}
              defaultValue={shopTimeOfInstant(promotion?.startsAt ?? null)}
              errors={errors.startsAt}
              optional
            />
            <TextField
              name="endsAt"
              type="datetime-local"
              label={t('fields.ends_at')}
              defaultValue={shopTimeOfInstant(promotion?.endsAt ?? null)}
              errors={errors.endsAt}
              optional
            />
          </div>
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold">{t('promotions.groups')}</legend>
            <div className="flex flex-wrap gap-6">
              {TIER_CODES.map((tier) => (
                <CheckboxField
                  key={tier}
                  name="customerGroups"
                  value={tier}
                  defaultChecked={promotion?.customerGroups.includes(tier) ?? false}
                >
                  {t(`loyalty.tiers.${tier}`)}
                </CheckboxField>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-muted">{t('promotions.ids_hint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {(['productIds', 'categoryIds', 'manufacturerIds', 'giftProductIds'] as const).map((name) => (
              <TextField
                key={name}
                name={name}
                label={t(`promotions.${name}`)}
                defaultValue={promotion?.[name].join(', ') ?? ''}
                errors={listErrors(errors, name)}
                optional
              />
            ))}
          </div>
          <CheckboxField name="isActive" defaultChecked={promotion?.isActive ?? true}>
            {t('fields.active')}
          </CheckboxField>
        </>
      )}
    </EntryForm>
  );
}

export type PromotionListFilters = Pick<AdminPromotionQuery, 'sort' | 'dir'> & { q: string; active: string };

/**
 * Promotion policies, searched, filtered, sorted and paged on the server, and the form of the one
 * chosen (or a new one).
 */
export function PromotionPage({
  list,
  filters,
  refused,
  selected,
}: {
  list: z.infer<typeof adminPromotionListSchema>;
  filters: PromotionListFilters;
  /** Error codes of filters the contract refused; the list is then unfiltered. */
  refused: string[];
  selected: AdminPromotion | null;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const link = useQueryLink();
  const sortProps = { sort: filters.sort, dir: filters.dir };
  return (
    <ListWithForm
      title={t('promotions.title')}
      path="/promotions"
      newText={t('promotions.new')}
      filters={
        <>
          <ListSearch q={filters.q} label={t('promotions.search')}>
            <FlagSelect name="active" label={t('fields.active')} value={filters.active} />
            <SortInputs {...sortProps} />
          </ListSearch>
          <RefusedFilters refused={refused} />
        </>
      }
      list={
        <>
          <DataTable
            caption={t('promotions.title')}
            head={
              <>
                <SortHeader column="code" {...sortProps}>
                  {t('fields.code')}
                </SortHeader>
                <SortHeader column="name" {...sortProps}>
                  {t('fields.name')}
                </SortHeader>
                <Header>{t('promotions.kind')}</Header>
                <SortHeader column="ends" {...sortProps}>
                  {t('fields.ends_at')}
                </SortHeader>
                <Header className="text-right">{t('nav.coupons')}</Header>
                <SortHeader column="active" {...sortProps}>
                  {t('fields.active')}
                </SortHeader>
              </>
            }
          >
            {list.items.map((promotion) => (
              <ChoosableRow key={promotion.id} current={promotion.id === selected?.id}>
                <td className="px-3 py-2">
                  <Link to={link({ id: promotion.id })} className="text-brand-800 underline">
                    {promotion.code}
                  </Link>
                </td>
                <td className="px-3 py-2">{promotion[language].nm}</td>
                <td className="px-3 py-2">{t(`promotions.kinds.${promotion.kind ?? 'none'}`)}</td>
                <td className="px-3 py-2">
                  {promotion.endsAt ? formatAdminDate(promotion.endsAt, language) : '—'}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  <Link
                    to={adminPath(language, `/coupons?policyId=${promotion.id}`)}
                    className="text-brand-800 underline"
                  >
                    {promotion.coupons}
                  </Link>
                </td>
                <td className="px-3 py-2">{promotion.isActive ? t('yes') : t('no')}</td>
              </ChoosableRow>
            ))}
          </DataTable>
          <Pager page={list.page} psize={list.psize} total={list.total} />
        </>
      }
      form={<PromotionForm promotion={selected} />}
    />
  );
}
