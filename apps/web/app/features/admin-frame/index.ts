/** The back office's frame, shared by every area: layout, navigation, forms, tables, paths, formats. */
export { AdminForm } from './components/admin-form';
export { AdminShell } from './components/admin-shell';
export { BilingualFields } from './components/bilingual-fields';
export { DataTable, Header, PageHeading, Pager, SortHeader, useQueryLink } from './components/data-table';
export { EntryForm } from './components/entry-form';
export { FlagSelect, ListSearch, RefusedFilters, SortInputs } from './components/list-search';
export { ChoosableRow, ListWithForm } from './components/list-with-form';
export { PeriodForm } from './components/period-form';
export {
  checked,
  chosenValues,
  englishOrNull,
  idList,
  idValues,
  listErrors,
  numberOrBlank,
  numberOrNull,
  sentId,
  textOf,
  textOrNull,
} from './form-data';
export { formatAdminDate, formatAdminMoney } from './format';
export { instantOfShopTime, shopTimeOfInstant } from './instant';
export { adminMeta } from './meta';
export { chosenId, listQuery, pageQuery, periodQuery, sortQuery } from './page-query';
export { adminPath } from './paths';
export { adminTranslations } from './translations';
export { useMayChange } from './use-staff';
