import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '~/lib/use-translation';

/** A list's search box (the `q` of its address), with any other filters beside it. */
export function ListSearch({ q, label, children }: { q: string; label: string; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
      <label className="flex flex-col text-sm">
        {label}
        <input name="q" type="search" defaultValue={q} className="rounded-md border border-line px-3 py-2" />
      </label>
      {children}
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white">
        {t('filter')}
      </button>
    </Form>
  );
}

/** Says which filters of the address the contract refused: the list below is then unfiltered. */
export function RefusedFilters({ refused }: { refused: readonly string[] }) {
  const { t } = useTranslation('admin');
  if (refused.length === 0) return null;
  return (
    <p role="alert" className="mb-3 text-sm text-sale">
      {t('filters_refused')}{' '}
      {refused.map((code) => t(`form.errors.${code}`, { defaultValue: t('problem') })).join(' ')}
    </p>
  );
}

/** The list's sort, kept when its search or filters are applied (a heading changes it). */
export function SortInputs({ sort, dir }: { sort: string; dir: 'asc' | 'desc' }) {
  return (
    <>
      <input type="hidden" name="sort" value={sort} />
      <input type="hidden" name="dir" value={dir} />
    </>
  );
}

/** A yes / no filter of a list: all, yes or no. */
export function FlagSelect({ name, label, value }: { name: string; label: string; value: string }) {
  const { t } = useTranslation('admin');
  return (
    <label className="flex flex-col text-sm">
      {label}
      <select name={name} defaultValue={value} className="rounded-md border border-line px-3 py-2">
        <option value="">{t('all')}</option>
        <option value="true">{t('yes')}</option>
        <option value="false">{t('no')}</option>
      </select>
    </label>
  );
}
