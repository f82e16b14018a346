import { isNewsletterEmail } from '@shop/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

/** Newsletter sign-up: a valid email and the consent box are required (spec 000 §5). */
export function NewsletterBox() {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!isNewsletterEmail(String(form.get('email') ?? '')))
      return setError(t('newsletter_signup.error_invalid_email'));
    if (!form.get('consent')) return setError(t('footer.newsletter_consent_required'));
    setError(null);
    toast.info(t('footer.newsletter_unavailable'));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <h2 className="text-base font-semibold">{t('footer.newsletter_title')}</h2>
      <p className="text-sm text-muted">{t('footer.newsletter_text')}</p>
      <div className="flex">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('footer.newsletter_email')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('footer.newsletter_email')}
          aria-invalid={error !== null}
          aria-describedby={`${id}-error`}
          className="w-full rounded-l-md border border-line px-3 py-2 text-sm"
        />
        <button type="submit" className="rounded-r-md bg-brand-700 px-4 text-sm text-white">
          {t('footer.newsletter_submit')}
        </button>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="consent" className="mt-1" />
        {t('footer.newsletter_consent')}
      </label>
      <p id={`${id}-error`} className="min-h-5 text-sm text-sale" role="alert">
        {error}
      </p>
    </form>
  );
}
