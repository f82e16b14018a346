import type { StaffArea } from '@shop/contract';
import { type ReactNode, useState } from 'react';
import { SubmitButton } from '~/components/ui/form-field';
import type { ContractSchema, FieldErrors } from '~/components/ui/use-contract-form';
import { useTranslation } from '~/lib/use-translation';
import { useMayChange } from '../use-staff';
import { AdminForm } from './admin-form';

interface EntryFormProps<Output> {
  /** The entry's id (sent back with the form); null for a new one. */
  id: number | null;
  /** The role table's area: a role that may not change it sees the form disabled, without buttons. */
  area: StaffArea;
  legend: string;
  schema: ContractSchema<Output>;
  input: (form: FormData) => unknown;
  /** Offers to delete a stored entry (with a confirmation), to a role that may change the area. */
  deletable?: boolean;
  children: (errors: FieldErrors) => ReactNode;
}

/**
 * The form of one entry of a list page: the back office's form kit, disabled for a role that only
 * reads, posting `save` (and `delete`) to the page's action.
 */
export function EntryForm<Output>({
  id,
  area,
  legend,
  schema,
  input,
  deletable = false,
  children,
}: EntryFormProps<Output>) {
  const { t } = useTranslation('admin');
  const mayChange = useMayChange(area);
  return (
    <div className="space-y-3">
      <AdminForm
        key={id ?? 'new'}
        intent="save"
        schema={schema}
        input={input}
        doneText={t('saved')}
        className="rounded-lg border border-line bg-white p-4"
      >
        {({ errors, pending }) => (
          <fieldset disabled={!mayChange} className="space-y-4">
            <legend className="font-semibold">{legend}</legend>
            {id !== null && <input type="hidden" name="id" value={id} />}
            {children(errors)}
            {mayChange && <SubmitButton pending={pending}>{t('save')}</SubmitButton>}
          </fieldset>
        )}
      </AdminForm>
      {deletable && mayChange && id !== null && <DeleteEntry key={id} id={id} />}
    </div>
  );
}

/** Deletes the entry after a second press that confirms it. */
function DeleteEntry({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className="text-sm text-red-700 underline">
        {t('delete.ask')}
      </button>
    );
  }
  return (
    <AdminForm intent="delete" className="rounded-lg border border-red-200 bg-red-50 p-3">
      {({ pending }) => (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <input type="hidden" name="id" value={id} />
          <span>{t('delete.confirm')}</span>
          <button
            type="submit"
            disabled={pending}
            className="rounded-md bg-red-700 px-3 py-1.5 text-white disabled:opacity-50"
          >
            {t('delete.yes')}
          </button>
          <button type="button" onClick={() => setAsking(false)} className="underline">
            {t('delete.no')}
          </button>
        </div>
      )}
    </AdminForm>
  );
}
