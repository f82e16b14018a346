import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';
import { useConsent } from '../consent-context';
import { CONSENT_ACTION_PATH, categoriesOfForm } from '../consent-form';

const choiceButton =
  'rounded-md border border-brand-700 bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/**
 * The cookie banner: a bar at the bottom of the page, a labelled region that leaves the page
 * usable (nothing optional runs until the visitor chooses). Accept all and reject all look the
 * same (the Greek DPA asks for equally prominent choices); the settings list the categories. It is
 * a plain form posting to /consent, so it works before the page's scripts run, or without them.
 */
export function ConsentBanner() {
  const { t } = useTranslation('consent');
  const { choice, bannerOpen, changing, choose } = useConsent();
  const location = useLocation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (!changing) return;
    // Opened from the footer: the visitor is taken to the banner, and back once they have chosen.
    opener.current = document.activeElement;
    heading.current?.focus();
    return () => {
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, [changing]);

  if (!bannerOpen) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget);
    if (submitter instanceof HTMLButtonElement) data.set('choice', submitter.value);
    const categories = categoriesOfForm(data);
    if (categories) choose(categories);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85vh] overflow-y-auto border-t border-line bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <form
        method="post"
        action={CONSENT_ACTION_PATH}
        onSubmit={onSubmit}
        className="container-page flex flex-col gap-3 py-4 lg:flex-row lg:items-start lg:justify-between lg:gap-8"
      >
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <div className="space-y-2 lg:max-w-3xl">
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
            {t('title')}
          </h2>
          <p className="text-sm text-muted">
            {t('text')}{' '}
            <LocalizedLink to="/pages/cookie-policy" className="font-medium text-brand-800 underline">
              {t('policy_link')}
            </LocalizedLink>
          </p>
          <details open={changing || undefined} className="text-sm">
            <summary className="cursor-pointer font-medium text-brand-800 underline underline-offset-2">
              {t('settings')}
            </summary>
            <fieldset className="mt-3 space-y-3">
              <legend className="sr-only">{t('categories')}</legend>
              <Category id={`${id}-necessary`} title={t('necessary')} text={t('necessary_text')} alwaysOn />
              <Category
                id={`${id}-analytics`}
                name="analytics"
                title={t('analytics')}
                text={t('analytics_text')}
                checked={choice?.analytics ?? false}
              />
              <Category
                id={`${id}-marketing`}
                name="marketing"
                title={t('marketing')}
                text={t('marketing_text')}
                checked={choice?.marketing ?? false}
              />
              <button
                type="submit"
                name="choice"
                value="save"
                className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t('save')}
              </button>
            </fieldset>
          </details>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 lg:flex">
          <button type="submit" name="choice" value="reject" className={choiceButton}>
            {t('reject_all')}
          </button>
          <button type="submit" name="choice" value="accept" className={choiceButton}>
            {t('accept_all')}
          </button>
        </div>
      </form>
    </section>
  );
}

function Category({
  id,
  name,
  title,
  text,
  checked,
  alwaysOn = false,
}: {
  id: string;
  name?: string;
  title: string;
  text: string;
  checked?: boolean;
  alwaysOn?: boolean;
}) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={alwaysOn || checked}
        disabled={alwaysOn}
        aria-describedby={`${id}-text`}
        className="mt-1 size-4 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {title}
        </label>
        <p id={`${id}-text`} className="text-muted">
          {text}
        </p>
      </div>
    </div>
  );
}
