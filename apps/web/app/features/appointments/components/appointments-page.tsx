import type { Appointment } from '@shop/contract';
import { useState } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { toast } from '~/components/toasts/toast';
import { Dialog } from '~/components/ui/dialog';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { useChange } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { cancelAppointment } from '../api/cancel-appointment';
import { useAppointments } from '../api/get-appointments';
import { whenLabel } from '../format';

const button =
  'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800';
const secondary =
  'inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50';

function CancelDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t } = useTranslation('appointments');
  const { t: common } = useTranslation();
  const language = useLanguage();
  // The lists and the points shown (loyalty's) are read again after it.
  const cancel = useChange((id: number) => cancelAppointment(language, id));
  const confirm = () =>
    cancel.run(appointment.id).then(
      () => {
        forgetRouteData();
        toast.success(t('list.cancelled'));
        onClose();
      },
      (error: unknown) =>
        toast.error(
          error instanceof ApiRequestError
            ? (error.body?.message ?? common('generic_error'))
            : common('generic_error'),
        ),
    );
  return (
    <Dialog title={t('list.cancel_title')} closeLabel={t('list.keep')} onClose={onClose}>
      <p>{t('list.cancel_text', { when: whenLabel(appointment.st, appointment.en, language) })}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className={secondary}>
          {t('list.keep')}
        </button>
        <button type="button" onClick={confirm} disabled={cancel.pending} className={button}>
          {t('list.cancel_confirm')}
        </button>
      </div>
    </Dialog>
  );
}

function AppointmentRow({ appointment, onCancel }: { appointment: Appointment; onCancel: () => void }) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const cancelled = appointment.sts === 'Cancelled';
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start" data-testid="appointment-row">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">
          {whenLabel(appointment.st, appointment.en, language)}
          <span
            className={`ml-2 rounded px-2 py-0.5 text-xs font-medium ${cancelled ? 'bg-gray-100 text-sale' : 'bg-brand-50 text-brand-800'}`}
          >
            {t(`list.status_${appointment.sts}`)}
          </span>
        </p>
        <p className="text-sm">
          {appointment.store
            ? `${appointment.store.nm}, ${appointment.store.adr}, ${appointment.store.ct} · ${appointment.store.tel}`
            : t('list.online')}
        </p>
        {appointment.url && (
          <p className="text-sm">
            <a
              href={appointment.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline"
            >
              {t('list.join')}
            </a>
          </p>
        )}
        <p className="text-sm text-muted [overflow-wrap:anywhere]">
          {t('list.topic', { topic: appointment.tpc })}
        </p>
        {appointment.cnt && <p className="text-sm">{t('list.shop_note', { note: appointment.cnt })}</p>}
        {appointment.pts > 0 && !cancelled && (
          <p className="text-sm text-brand-800">{t('list.points', { points: appointment.pts })}</p>
        )}
      </div>
      {appointment.cnc && (
        <button type="button" onClick={onCancel} className={secondary}>
          {t('list.cancel')}
        </button>
      )}
    </li>
  );
}

/** profile/appointments: the customer's upcoming appointments, each cancellable, then the past and cancelled ones. */
export function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const appointments = useAppointments(language);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const now = Date.now();
  const items = appointments.data?.items ?? [];
  const upcoming = items
    .filter((item) => item.sts === 'Booked' && Date.parse(item.en) > now)
    .sort((a, b) => a.st.localeCompare(b.st));
  const past = items.filter((item) => !upcoming.includes(item));
  const list = (rows: Appointment[], empty: string, testId: string) =>
    rows.length === 0 ? (
      <p className="mt-2 text-sm text-muted">{empty}</p>
    ) : (
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid={testId}>
        {rows.map((row) => (
          <AppointmentRow key={row.id} appointment={row} onCancel={() => setCancelling(row)} />
        ))}
      </ul>
    );
  return (
    <section className="container-page max-w-3xl py-10" aria-labelledby="appointments-title">
      <LocalizedLink to="/profile" className="text-sm text-brand-700 underline">
        {t('list.back')}
      </LocalizedLink>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id="appointments-title" className="text-2xl font-semibold">
          {t('list.title')}
        </h1>
        <LocalizedLink to="/book-appointment" className={button}>
          {t('list.book')}
        </LocalizedLink>
      </div>
      <p className="mt-2 text-muted">{t('list.intro')}</p>
      {appointments.error !== undefined && <p className="mt-6 text-sale">{t('list.failed')}</p>}
      {appointments.data && (
        <div className="mt-6 space-y-8">
          <section aria-labelledby="appointments-upcoming">
            <h2 id="appointments-upcoming" className="text-lg font-semibold">
              {t('list.upcoming')}
            </h2>
            {list(upcoming, t('list.empty_upcoming'), 'appointments-upcoming')}
          </section>
          <section aria-labelledby="appointments-past">
            <h2 id="appointments-past" className="text-lg font-semibold">
              {t('list.past')}
            </h2>
            {list(past, t('list.empty_past'), 'appointments-past')}
          </section>
        </div>
      )}
      {cancelling && <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} />}
    </section>
  );
}
