import type { CustomerProfile, LoyaltyEventKind } from '@shop/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { useProfile } from '~/features/customers';
import { routeNamespace } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useIsAuthenticated } from '~/lib/session';
import { useRouteNamespaces, useTranslation } from '~/lib/use-translation';
import { useEventPoints } from '../api/get-event-points';

const assistantTranslations = routeNamespace('loyalty-assistant', {
  el: () => import('../locales/assistant/el.json'),
  en: () => import('../locales/assistant/en.json'),
});

/** The profile form (and the validation it carries) only for a customer it asks something of. */
const ProfilePrompt = lazy(() => import('./assistant-profile-prompt'));

/** Spec 000 §4: promotion badges change this often when there is more than one. */
const BADGE_ROTATION_MS = 3500;
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
  onClose: () => void;
}

function stateOf(signedIn: boolean, profile: CustomerProfile | undefined): AssistantState {
  if (!signedIn) return 'guest';
  if (!profile) return 'loading';
  if (!profile.dob) return 'dob';
  if (!profile.gd) return 'gender';
  return 'complete';
}

/**
 * The panel, hidden until its texts are there in the page's language: the button's
 * `aria-controls` names it meanwhile.
 */
export function AssistantPanel(props: AssistantPanelProps) {
  return (
    <Suspense fallback={<section id="health-assistant" hidden />}>
      <AssistantContent {...props} />
    </Suspense>
  );
}

/** The assistant's message for the visitor's state, the profile prompt and the rotating badges. */
function AssistantContent({ onClose }: AssistantPanelProps) {
  useRouteNamespaces(assistantTranslations);
  const { t } = useTranslation('loyalty-assistant');
  const language = useLanguage();
  const signedIn = useIsAuthenticated();
  const profile = useProfile(language, signedIn);
  const points = useEventPoints(language, BADGE_EVENTS);
  const [earned, setEarned] = useState<number | null>(null);
  // The profile just saved, shown until the profile read again after it arrives.
  const [saved, setSaved] = useState<{ profile: CustomerProfile; over: CustomerProfile | undefined } | null>(
    null,
  );
  const current = saved && saved.over === profile.data ? saved.profile : profile.data;
  const state = stateOf(signedIn, current);
  const pointsOf = (kind: LoyaltyEventKind) =>
    points.data?.find((item) => item.eventTypeCode === kind)?.points ?? 0;

  // Ways to earn that are still open to this visitor: a customer has registered, and has what the profile holds.
  const had: Partial<Record<LoyaltyEventKind, boolean>> = {
    Register: signedIn,
    EnterBirthday: Boolean(current?.dob),
    EnterGender: Boolean(current?.gd),
  };
  const badges = (points.data ?? []).filter((item) => item.points > 0 && !had[item.eventTypeCode]);

  // Drawn whole once its texts are known: a panel growing as its answers arrive would move its
  // own top (it is anchored at the bottom), a layout shift counted against the page. Until then it
  // is there hidden, so that the button's `aria-controls` names an element.
  const waiting = (answer: { data?: unknown; error: unknown }) => !answer.data && answer.error === undefined;
  if (waiting(points) || (signedIn && waiting(profile))) return <section id="health-assistant" hidden />;

  // Under the header's row, at its right (the row is its positioned box); the `before:` strip
  // covers the gap up to the button, so that a pointer moving from the button to the panel does
  // not leave the assistant.
  return (
    <section
      id="health-assistant"
      aria-labelledby="health-assistant-title"
      className="absolute top-full right-4 z-30 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-line bg-white p-4 shadow-xl before:absolute before:inset-x-0 before:bottom-full before:h-4"
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
        {(state === 'dob' || state === 'gender') && current && (
          <>
            <Prompt ask={state} points={pointsOf(state === 'dob' ? 'EnterBirthday' : 'EnterGender')} />
            <Suspense fallback={null}>
              <ProfilePrompt
                profile={current}
                ask={state}
                amounts={{ dob: pointsOf('EnterBirthday'), gender: pointsOf('EnterGender') }}
                onSaved={(updated, points) => {
                  setSaved({ profile: updated, over: profile.data });
                  setEarned(points);
                }}
              />
            </Suspense>
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
