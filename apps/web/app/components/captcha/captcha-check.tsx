import type {} from 'altcha/types/react';
import { useEffect, useId, useState } from 'react';
import { FieldError } from '~/components/ui/form-field';
import { buildApiUrl } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';

/** The form field the solved payload travels in: the widget's hidden input, read with the form. */
export const CAPTCHA_FIELD = 'cap';

/** The widget's settings: it starts the work at once, shows no link to altcha.org, watches nothing. */
const WIDGET_CONFIGURATION = JSON.stringify({
  hideFooter: true,
  hideLogo: true,
  humanInteractionSignature: false,
});

/** What the security check says, in the words of the form that shows it. */
export interface CaptchaTexts {
  legend: string;
  help: string;
  loading: string;
  unavailable: string;
}

/**
 * A security check (decision 014): ALTCHA's widget, loaded when first shown, fetches a challenge
 * from the API and solves it in the page; its checkbox ("I'm not a robot") can be ticked by
 * keyboard to try again after a failure. A solution serves one request, so a form mounts a new
 * one (`key`) for every attempt. While `waiting`, the check keeps its place on the form but loads
 * and solves nothing, so a form can show it before it is needed without moving the fields below.
 */
export function CaptchaCheck({
  texts,
  errors,
  waiting = false,
}: {
  texts: CaptchaTexts;
  errors: string[] | undefined;
  waiting?: boolean;
}) {
  const language = useLanguage();
  const id = useId();
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (waiting) return;
    let cancelled = false;
    import('./load-widget').then(
      ({ registerInPageSolvers }) => {
        registerInPageSolvers();
        if (!cancelled) setLoaded(true);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [waiting]);

  return (
    <fieldset className="space-y-2 rounded-md border border-line p-3" aria-describedby={`${id}-help`}>
      <legend className="px-1 text-sm font-medium">{texts.legend}</legend>
      <p id={`${id}-help`} className="text-sm text-muted">
        {texts.help}
      </p>
      {/* The widget's height, held from the start, so nothing below moves when it appears. */}
      <div className="flex min-h-16 items-center">
        {waiting ? null : loaded ? (
          <altcha-widget
            challenge={buildApiUrl(language, 'captcha/challenge')}
            name={CAPTCHA_FIELD}
            auto="onload"
            language={language}
            configuration={WIDGET_CONFIGURATION}
            aria-invalid={Boolean(errors?.length)}
            aria-describedby={errors?.length ? `${id}-error` : undefined}
          />
        ) : (
          <p className="text-sm" role="status">
            {failed ? texts.unavailable : texts.loading}
          </p>
        )}
      </div>
      <FieldError id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}
