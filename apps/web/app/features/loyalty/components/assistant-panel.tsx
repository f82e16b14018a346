import {
  type CustomerProfile,
  GENDERS,
  type LoyaltyEventKind,
  updateProfileRequestSchema,
} from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { SelectField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { profileQuery, updateProfile } from '~/features/customers';
import { registerRouteNamespaces } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { readStoredCustomer, useIsAuthenticated, writeStoredCustomer } from '~/lib/session';
import { eventPointsQuery } from '../api/get-event-points';
import el from '../locales/assistant/el.json';
import en from '../locales/assistant/en.json';

registerRouteNamespaces({ namespace: 'loyalty-assistant', bundles: { el, en } });

/** Spec 000 §4: promotion badges change this often when there is more than one. */
const BADGE_ROTATION_MS = 3500;
/** A complete profile sees the assistant open by itself once per browser session. */
const SHOWN_KEY = 'health-assistant-shown';
const BADGE_EVENTS: readonly LoyaltyEventKind[] = [
  'Register',
  'EnterBirthday',
  'EnterGender',
  'Birthday',
  'Newsletter',
  'Review',
];

type AssistantState = 'guest' | 'loading' | 'dob' | 'gender' | 'complete';

export interface AssistantPanelProps {
  /** Opened by the 3 s timer rather than by the customer. */
  automatic: boolean;
  onClose: () => void;
}

function stateOf(signedIn: boolean, profile: CustomerProfile | undefined): AssistantState {
  if (!signedIn) return 'guest';
  if (!profile) return 'loading';
  if (!profile.dob) return 'dob';
  if (!profile.gd) return 'gender';
  return 'complete';
}

/** The assistant's message for the visitor's state, the profile prompt and the rotating badges. */
export function AssistantPanel({ automatic, onClose }: AssistantPanelProps) {
  const { t } = useTranslation('loyalty-assistant');
  const language = useLanguage();
  const signedIn = useIsAuthenticated();
  const profile = useQuery({ ...profileQuery(language), enabled: signedIn });
  const points = useQuery(eventPointsQuery(language, BADGE_EVENTS));
  const [earned, setEarned] = useState<number | null>(null);
  const state = stateOf(signedIn, profile.data);
  const pointsOf = (kind: LoyaltyEventKind) =>
    points.data?.find((item) => item.eventTypeCode === kind)?.points ?? 0;

  useEffect(() => {
    if (!automatic || state !== 'complete') return;
    if (sessionStorage.getItem(SHOWN_KEY)) onClose();
    else sessionStorage.setItem(SHOWN_KEY, '1');
  }, [automatic, state, onClose]);

  // Ways to earn that are still open to this visitor: a customer has registered, and has what the profile holds.
  const had: Partial<Record<LoyaltyEventKind, boolean>> = {
    Register: signedIn,
    EnterBirthday: Boolean(profile.data?.dob),
    EnterGender: Boolean(profile.data?.gd),
  };
  const badges = (points.data ?? []).filter((item) => item.points > 0 && !had[item.eventTypeCode]);

  return (
    <section
      id="health-assistant"
      aria-labelledby="health-assistant-title"
      className="mb-3 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-line bg-white p-4 shadow-xl"
      data-testid="assistant"
      data-state={state}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="health-assistant-title" className="text-base font-semibold">
          {t('title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-m-1 rounded p-1 text-muted hover:text-ink"
          aria-label={t('close')}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor">
            <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="mt-2 text-sm" aria-live="polite">
        {earned !== null && (
          <p className="mb-2 font-semibold text-brand-800" data-testid="assistant-earned">
            {t('saved')} {earned > 0 && t('earned', { points: earned })}
          </p>
        )}
        {state === 'guest' && (
          <>
            <p>
              {pointsOf('Register') > 0 ? t('guest', { points: pointsOf('Register') }) : t('guest_plain')}
            </p>
            <p className="mt-3 flex flex-wrap gap-3">
              <LocalizedLink
                to="/register"
                className="rounded-md bg-brand-700 px-3 py-2 font-medium text-white"
              >
                {t('register')}
              </LocalizedLink>
              <LocalizedLink to="/login" className="px-1 py-2 text-brand-700 underline">
                {t('login')}
              </LocalizedLink>
            </p>
          </>
        )}
        {(state === 'dob' || state === 'gender') && profile.data && (
          <>
            <Prompt ask={state} points={pointsOf(state === 'dob' ? 'EnterBirthday' : 'EnterGender')} />
            <ProfilePrompt
              profile={profile.data}
              ask={state}
              amounts={{ dob: pointsOf('EnterBirthday'), gender: pointsOf('EnterGender') }}
              onEarned={setEarned}
            />
          </>
        )}
        {state === 'complete' && (
          <>
            {earned === null && <p>{t('complete')}</p>}
            <p className="mt-3">
              <LocalizedLink to="/profile/loyalty" className="text-brand-700 underline">
                {t('my_points')}
              </LocalizedLink>
            </p>
          </>
        )}
      </div>
      {badges.length > 0 && (
        <Badges items={badges.map((item) => ({ kind: item.eventTypeCode, points: item.points }))} />
      )}
    </section>
  );
}

/** The profile prompt, with its points when the event credits any (a shop may set them to 0). */
function Prompt({ ask, points }: { ask: 'dob' | 'gender'; points: number }) {
  const { t } = useTranslation('loyalty-assistant');
  return <p>{points > 0 ? t(ask, { points }) : t(`${ask}_plain`)}</p>;
}

function Badges({ items }: { items: { kind: LoyaltyEventKind; points: number }[] }) {
  const { t } = useTranslation('loyalty-assistant');
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (items.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % items.length),
      BADGE_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [items.length]);
  const badge = items[index % items.length];
  if (!badge) return null;
  return (
    <p className="mt-3">
      <span className="sr-only">{t('badges')}: </span>
      <span
        className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
        data-testid="assistant-badge"
      >
        {t('badge', { points: badge.points, event: t(`events.${badge.kind}`) })}
      </span>
    </p>
  );
}

/**
 * Saves the asked field through the profile call, which needs every required field: those the
 * profile already has go along unchanged, those it lacks are asked here too.
 */
function ProfilePrompt({
  profile,
  ask,
  amounts,
  onEarned,
}: {
  profile: CustomerProfile;
  ask: 'dob' | 'gender';
  /** Points a first birth date and a first gender earn. */
  amounts: { dob: number; gender: number };
  onEarned: (points: number) => void;
}) {
  const { t } = useTranslation('customers');
  const { t: tAssistant } = useTranslation('loyalty-assistant');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { errors, pending, onSubmit } = useContractForm(updateProfileRequestSchema, async (body) => {
    const updated = await updateProfile(language, body);
    queryClient.setQueryData(profileQuery(language).queryKey, updated);
    await queryClient.invalidateQueries({ queryKey: ['loyalty'] });
    const stored = readStoredCustomer();
    if (stored) writeStoredCustomer({ ...stored, gender: updated.gd });
    // A profile never loses its birth date or gender, so a missing one was never credited.
    onEarned((profile.dob ? 0 : amounts.dob) + (profile.gd ? 0 : amounts.gender));
  });
  const kept = (name: 'fnm' | 'lnm' | 'mob', value: string | null, autoComplete: string, label: string) =>
    value ? (
      <input key={name} type="hidden" name={name} value={value} />
    ) : (
      <TextField key={name} name={name} autoComplete={autoComplete} label={label} errors={errors[name]} />
    );
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="mt-3 space-y-3"
      data-testid="assistant-form"
    >
      {ask === 'dob' ? (
        <TextField name="dob" type="date" autoComplete="bday" label={t('fields.dob')} errors={errors.dob} />
      ) : (
        <input type="hidden" name="dob" value={profile.dob ?? ''} />
      )}
      {profile.gd ? (
        <input type="hidden" name="gd" value={profile.gd} />
      ) : (
        <SelectField name="gd" label={t('fields.gd')} defaultValue="" errors={errors.gd}>
          <option value="">{t('genders.choose')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`genders.${gender}`)}
            </option>
          ))}
        </SelectField>
      )}
      {kept('fnm', profile.fnm, 'given-name', t('fields.fnm'))}
      {kept('lnm', profile.lnm, 'family-name', t('fields.lnm'))}
      {kept('mob', profile.mob, 'tel', t('fields.mob'))}
      <SubmitButton pending={pending}>{tAssistant('save')}</SubmitButton>
    </form>
  );
}
