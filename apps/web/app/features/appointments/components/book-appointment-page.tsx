import {
  APPOINTMENT_NOTE_MAX_LENGTH,
  APPOINTMENT_TOPIC_MAX_LENGTH,
  type Appointment,
  type AppointmentOptions,
  type AppointmentType,
  bookAppointmentRequestSchema,
  LOYALTY_TIERS,
  RETURN_URL_PARAM,
  type TierCode,
} from '@shop/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { toast } from '~/components/toasts/toast';
import { FieldError, SelectField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { useIsAuthenticated } from '~/lib/session';
import { useTranslation } from '~/lib/use-translation';
import { bookAppointment } from '../api/book-appointment';
import { useBookAppointmentCheck } from '../api/check-book-appointment';
import { useAppointmentSlots } from '../api/get-appointment-slots';
import { addDays, athensDay, whenLabel } from '../format';
import { SlotPicker } from './slot-picker';

/** Days of slots the page offers at once. */
const DAYS_SHOWN = 14;
const card = 'rounded-lg border border-line p-5';
const button =
  'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800';
const secondary =
  'inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50';

const tierNames = (codes: readonly string[]) =>
  codes.map((code) => LOYALTY_TIERS[code as TierCode] ?? code).join(', ');

/** Sign in first: the way back brings the visitor to this page. */
function SignInNotice() {
  const { t } = useTranslation('appointments');
  const back = new URLSearchParams({ [RETURN_URL_PARAM]: '/book-appointment' });
  return (
    <div className={`${card} bg-brand-50`} data-testid="appointment-sign-in">
      <h2 className="text-lg font-semibold">{t('book.sign_in_title')}</h2>
      <p className="mt-1 text-sm">{t('book.sign_in_text')}</p>
      <LocalizedLink to={`/login?${back}`} className={`${button} mt-3`}>
        {t('book.sign_in')}
      </LocalizedLink>
    </div>
  );
}

function Booked({ appointment, onAnother }: { appointment: Appointment; onAnother: () => void }) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${card} border-brand-600 bg-brand-50`} data-testid="appointment-booked">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-brand-800 outline-none">
        {t('book.booked_title')}
      </h2>
      <p className="mt-2 font-medium">{whenLabel(appointment.st, appointment.en, language)}</p>
      <p className="text-sm">
        {appointment.store
          ? `${appointment.store.nm}, ${appointment.store.adr}, ${appointment.store.ct}`
          : t('book.type_Online')}
      </p>
      <p className="mt-2 text-sm">{t('book.booked_text')}</p>
      {appointment.pts > 0 && (
        <p className="text-sm">{t('book.booked_points', { points: appointment.pts })}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <LocalizedLink to="/profile/appointments" className={button}>
          {t('book.my_appointments')}
        </LocalizedLink>
        <button type="button" onClick={onAnother} className={secondary}>
          {t('book.book_another')}
        </button>
      </div>
    </div>
  );
}

function BookingForm({
  options,
  onBooked,
}: {
  options: AppointmentOptions;
  onBooked: (booked: Appointment) => void;
}) {
  const { t } = useTranslation('appointments');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const noteId = useId();
  const types: AppointmentType[] = [
    ...(options.stores.length > 0 ? ['InPerson' as const] : []),
    ...(options.online ? ['Online' as const] : []),
  ];
  const [type, setType] = useState<AppointmentType>(types[0] ?? 'InPerson');
  const [storeId, setStoreId] = useState<number | null>(options.stores[0]?.id ?? null);
  const [day, setDay] = useState<string | null>(null);
  const from = athensDay(new Date());
  const request = {
    type,
    storeId: type === 'InPerson' ? storeId : null,
    from,
    to: addDays(from, DAYS_SHOWN - 1),
  };
  const slots = useAppointmentSlots(language, request, type === 'Online' || storeId !== null);
  const slotsPending = !slots.data && slots.error === undefined;
  const { errors, pending, onSubmit } = useContractForm(
    bookAppointmentRequestSchema,
    async (body) => {
      try {
        const booked = await bookAppointment(language, body);
        toast.success(t('book.success'));
        forgetRouteData();
        onBooked(booked);
      } catch (error) {
        // A slot someone else just took: the times are read again before the message shows.
        if (error instanceof ApiRequestError && error.status === 409) forgetRouteData();
        throw error;
      }
    },
    {
      input: (values) => ({
        tp: values.tp,
        sid: values.tp === 'InPerson' && values.sid ? Number(values.sid) : null,
        st: values.st,
        tpc: values.tpc,
        nt: values.nt,
      }),
    },
  );
  const store = options.stores.find((item) => item.id === storeId);
  const hours = type === 'Online' ? options.onlineHours : (store?.hours ?? []);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="appointment-form">
      <fieldset>
        <legend className="text-sm font-medium">{t('book.type_legend')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {types.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="tp"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                className="size-4 accent-brand-700"
              />
              {t(`book.type_${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'InPerson' && (
        <SelectField
          name="sid"
          label={t('book.store')}
          errors={errors.sid}
          value={storeId ?? ''}
          onChange={(event) => setStoreId(Number(event.currentTarget.value))}
        >
          {options.stores.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.nm} · ${item.adr}, ${item.ct}`}
            </option>
          ))}
        </SelectField>
      )}
      {hours.length > 0 && (
        <p className="text-sm text-muted">
          {t(type === 'Online' ? 'book.online_hours' : 'book.hours', { hours: hours.join('; ') })}
        </p>
      )}
      <div aria-live="polite" aria-busy={slotsPending}>
        {slotsPending && <p className="text-sm text-muted">{t('book.loading_slots')}</p>}
        {slots.error !== undefined && <p className="text-sm text-sale">{t('book.failed')}</p>}
        {slots.data && slots.data.items.length === 0 && <p className="text-sm">{t('book.no_slots')}</p>}
        {slots.data && slots.data.items.length > 0 && (
          <SlotPicker
            slots={slots.data.items}
            day={day}
            onDay={setDay}
            invalid={Boolean(errors.st?.length)}
          />
        )}
      </div>
      <TextField
        name="tpc"
        label={t('book.topic')}
        placeholder={t('book.topic_placeholder')}
        maxLength={APPOINTMENT_TOPIC_MAX_LENGTH}
        errors={errors.tpc}
      />
      <div className="space-y-1">
        <label htmlFor={noteId} className="text-sm font-medium">
          {t('book.note')}
          <span className="ml-1 font-normal text-muted">({common('form.optional')})</span>
        </label>
        <textarea
          id={noteId}
          name="nt"
          rows={4}
          maxLength={APPOINTMENT_NOTE_MAX_LENGTH}
          aria-invalid={Boolean(errors.nt?.length)}
          aria-describedby={`${noteId}-hint${errors.nt?.length ? ` ${noteId}-error` : ''}`}
          className="w-full rounded-md border border-line px-3 py-2 text-base outline-none focus:border-brand-600 aria-[invalid=true]:border-sale"
        />
        <p id={`${noteId}-hint`} className="text-sm text-muted">
          {t('book.note_hint', { max: APPOINTMENT_NOTE_MAX_LENGTH })}
        </p>
        <FieldError id={`${noteId}-error`} errors={errors.nt} />
      </div>
      <SubmitButton pending={pending}>{t('book.submit')}</SubmitButton>
    </form>
  );
}

/**
 * book-appointment: a consultation with the pharmacist at a store or online. Anyone sees where
 * and when; booking needs a session and a tier that includes it (CheckBookAnAppointment).
 * `options` are the route's, read on the server; null when they could not be read.
 */
export function BookAppointmentPage({ options }: { options: AppointmentOptions | null }) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const signedIn = useIsAuthenticated();
  const check = useBookAppointmentCheck(language, signedIn);
  const [booked, setBooked] = useState<Appointment | null>(null);
  let body: ReactNode = null;
  if (booked) body = <Booked appointment={booked} onAnother={() => setBooked(null)} />;
  else if (!signedIn) body = <SignInNotice />;
  else if (check.data && !check.data.allowed)
    body = (
      <div className={card} data-testid="appointment-tier-refused">
        <p>
          {t('book.tier_refused', {
            tiers: tierNames(check.data.tiers),
            tier: check.data.myTier ? tierNames([check.data.myTier]) : '-',
          })}
        </p>
        <LocalizedLink to="/profile/loyalty" className="mt-2 inline-block text-brand-700 underline">
          {t('book.loyalty_link')}
        </LocalizedLink>
      </div>
    );
  else if (check.data && options) body = <BookingForm options={options} onBooked={setBooked} />;
  return (
    <section className="container-page max-w-3xl space-y-6 py-10" aria-labelledby="book-appointment-title">
      <div>
        <h1 id="book-appointment-title" className="text-2xl font-semibold">
          {t('book.title')}
        </h1>
        <p className="mt-2 text-muted">{t('book.intro', { minutes: options?.slotMinutes ?? 30 })}</p>
      </div>
      {!options && <p className="text-sale">{t('book.failed')}</p>}
      {options && !booked && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {options.stores.map((store) => (
            <li key={store.id} className={`${card} text-sm`}>
              <p className="font-medium">{store.nm}</p>
              <p className="text-muted">{`${store.adr}, ${store.ct} · ${store.tel}`}</p>
              <p className="mt-1">{store.hours.join('; ')}</p>
            </li>
          ))}
          {options.online && (
            <li className={`${card} text-sm`}>
              <p className="font-medium">{t('book.type_Online')}</p>
              <p className="mt-1">{options.onlineHours.join('; ')}</p>
            </li>
          )}
        </ul>
      )}
      {body}
    </section>
  );
}
