import { type AdminLocker, type adminLockerListSchema, adminLockerSaveSchema } from '@shop/contract';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { CheckboxField, SubmitButton, TextField } from '~/components/ui/form-field';
import {
  AdminForm,
  DataTable,
  Header,
  ListSearch,
  PageHeading,
  Pager,
  useMayChange,
  useQueryLink,
} from '~/features/admin-frame';
import { useTranslation } from '~/lib/use-translation';
import { lockerSaveInput } from './options-input';

function LockerForm({ locker }: { locker: AdminLocker | null }) {
  const { t } = useTranslation('admin');
  const mayChange = useMayChange('settings');
  return (
    <AdminForm
      key={locker?.id ?? 'new'}
      intent="save"
      schema={adminLockerSaveSchema}
      input={lockerSaveInput}
      doneText={t('saved')}
      className="rounded-lg border border-line bg-white p-4"
    >
      {({ errors, pending }) => (
        <fieldset disabled={!mayChange} className="space-y-4">
          <legend className="font-semibold">
            {locker ? t('lockers.edit', { name: locker.name }) : t('lockers.new')}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {/* The network's id names the locker: a known one is kept, a new one is typed. */}
            <TextField
              name="id"
              label={t('lockers.id')}
              defaultValue={locker?.id ?? ''}
              readOnly={locker !== null}
              errors={errors.id}
            />
            <TextField
              name="name"
              label={t('fields.name')}
              defaultValue={locker?.name ?? ''}
              errors={errors.name}
            />
            <TextField
              name="address"
              label={t('fields.address')}
              defaultValue={locker?.address ?? ''}
              errors={errors.address}
            />
            <TextField
              name="city"
              label={t('fields.city')}
              defaultValue={locker?.city ?? ''}
              errors={errors.city}
            />
            <TextField
              name="postcode"
              label={t('fields.postcode')}
              defaultValue={locker?.postcode ?? ''}
              errors={errors.postcode}
            />
            <TextField
              name="latitude"
              label={t('fields.latitude')}
              inputMode="decimal"
              defaultValue={locker?.latitude ?? ''}
              errors={errors.latitude}
            />
            <TextField
              name="longitude"
              label={t('fields.longitude')}
              inputMode="decimal"
              defaultValue={locker?.longitude ?? ''}
              errors={errors.longitude}
            />
          </div>
          <CheckboxField name="isActive" defaultChecked={locker?.isActive ?? true}>
            {t('fields.active')}
          </CheckboxField>
          {mayChange && <SubmitButton pending={pending}>{t('save')}</SubmitButton>}
        </fieldset>
      )}
    </AdminForm>
  );
}

/** Parcel lockers, searched and paged on the server, and the form of the one chosen (or a new one). */
export function LockerPage({
  list,
  q,
  selected,
}: {
  list: z.infer<typeof adminLockerListSchema>;
  q: string;
  selected: AdminLocker | null;
}) {
  const { t } = useTranslation('admin');
  const link = useQueryLink();
  return (
    <>
      <PageHeading title={t('lockers.title')}>
        <Link to={link({ id: undefined })} className="text-sm underline">
          {t('lockers.new')}
        </Link>
      </PageHeading>
      <ListSearch q={q} label={t('fields.search')} />
      <div className="grid gap-4 xl:grid-cols-2">
        <div>
          <DataTable
            caption={t('lockers.title')}
            head={
              <>
                <Header>{t('lockers.id')}</Header>
                <Header>{t('fields.name')}</Header>
                <Header>{t('fields.city')}</Header>
                <Header>{t('fields.postcode')}</Header>
                <Header>{t('fields.active')}</Header>
              </>
            }
          >
            {list.items.map((locker) => (
              <tr
                key={locker.id}
                aria-current={locker.id === selected?.id ? 'true' : undefined}
                className="aria-[current=true]:bg-brand-50"
              >
                <td className="px-3 py-2">
                  <Link to={link({ id: locker.id })} className="font-mono text-brand-800 underline">
                    {locker.id}
                  </Link>
                </td>
                <td className="px-3 py-2">{locker.name}</td>
                <td className="px-3 py-2">{locker.city}</td>
                <td className="px-3 py-2">{locker.postcode}</td>
                <td className="px-3 py-2">{locker.isActive ? t('yes') : t('no')}</td>
              </tr>
            ))}
          </DataTable>
          <Pager page={list.page} psize={list.psize} total={list.total} />
        </div>
        <LockerForm locker={selected} />
      </div>
    </>
  );
}
