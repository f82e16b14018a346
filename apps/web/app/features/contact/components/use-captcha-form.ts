import { type ContactAnswer, ContactFieldError } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { CAPTCHA_FIELD } from '~/components/captcha/captcha-check';
import { type ContractSchema, type FieldErrors, useContractForm } from '~/components/ui/use-contract-form';
import { ApiRequestError } from '~/lib/api-client';
import { useTranslation } from '~/lib/use-translation';

/**
 * A contact form that needs a solved captcha with every request. The security check is shown
 * (and its widget loaded) when the shopper first moves into the form, so a page visit alone
 * costs no proof of work; it is mounted anew after every request, since a solution serves one.
 * A success shows the API's thank-you and empties the form. A refusal that names no field (the
 * address's hourly limit, a fault) stays beside the button until the next try: a toast would
 * close within seconds, far from the form, and leave the shopper thinking it was sent.
 */
export function useCaptchaForm<Output>(
  schema: ContractSchema<Output>,
  send: (body: Output) => Promise<ContactAnswer>,
  input: (values: Record<string, string>) => unknown,
) {
  const { t } = useTranslation('contact');
  const [armed, setArmed] = useState(false);
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm(
    schema,
    async (body, element) => {
      setDone(null);
      setFailure(null);
      try {
        const answer = await send(body);
        setDone(answer.message);
        element.reset();
        setArmed(false);
      } catch (error) {
        // A refusal that names fields is useContractForm's, which marks them.
        if (error instanceof ApiRequestError && error.body?.errors) throw error;
        setFailure(failureText(error, t));
      } finally {
        setRound((value) => value + 1);
      }
    },
    { input },
  );
  return {
    ...form,
    errors: withoutEarlyCaptchaError(form.errors),
    // A submit shows the check too, so its "not finished yet" error has a place.
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      setArmed(true);
      form.onSubmit(event);
    },
    /** The thank-you of the last request, until the next one. */
    done,
    /** Why the last request was not sent, when no field says it, until the next one. */
    failure,
    /** Whether the security check is shown. */
    armed,
    /** Shows the security check: the form's `onFocus`. */
    arm: () => setArmed(true),
    /** The key of the current security check. */
    round,
  };
}

/**
 * "The check has not finished" is left out while other fields are wrong: the check usually
 * finishes while the shopper corrects them, and it is said again if it has not by the next submit.
 */
function withoutEarlyCaptchaError(errors: FieldErrors): FieldErrors {
  const { [CAPTCHA_FIELD]: captcha, ...others } = errors;
  const unfinished = captcha?.length === 1 && captcha[0] === ContactFieldError.captchaMissing;
  return unfinished && Object.keys(others).length > 0 ? others : errors;
}

/** The hourly limit in the contact page's words (the API's says "shortly"); else the API's message or the generic one. */
function failureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiRequestError && error.status === 429) return t('refused.rate_limited');
  return (error instanceof ApiRequestError ? error.body?.message : undefined) ?? t('common:generic_error');
}
