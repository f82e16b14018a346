import {
  type NewsletterSignupIssue,
  type NewsletterSubscribeRequest,
  newsletterSignupIssues,
} from '@shop/contract';
import { useId, useState } from 'react';
import { type ContractSchema, useContractForm } from '~/components/ui/use-contract-form';
import { useLanguage } from '~/lib/language';
import { useHydrated } from '~/lib/use-hydrated';
import { useTranslation } from '~/lib/use-translation';
import { subscribeToNewsletter } from '../api/subscribe';

/**
 * The sign-up form's check in the browser: the contract's rules without Zod, since the footer is on
 * every page (decision 012); the server checks the same with `newsletterSubscribeRequestSchema`.
 */
const signupForm: ContractSchema<NewsletterSubscribeRequest> = {
  safeParse(input) {
    const values = input as Record<string, string | undefined>;
    const issues = newsletterSignupIssues(values);
    if (issues.length > 0) {
      return {
        success: false,
        error: { issues: issues.map((issue) => ({ path: [issue.path], message: issue.code })) },
      };
    }
    return { success: true, data: { eml: (values.eml ?? '').trim().toLowerCase(), trm: true } };
  },
};

/** The text of a field's error codes; the address's own wording is the spec's message key. */
function useSignupErrorText(): (field: NewsletterSignupIssue['path'], code: string) => string {
  const { t } = useTranslation();
  return (field, code) => {
    if (field === 'eml' && code === 'invalid_email') return t('newsletter_signup.error_invalid_email');
    if (field === 'trm' && code === 'terms_required') return t('footer.newsletter_consent_required');
    return t(`form.errors.${code}`, { defaultValue: t('generic_error') });
  };
}

/**
 * Newsletter sign-up in the footer (spec 000 §5): a valid email and the consent box. The API stores
 * it pending and mails a confirmation link (double opt-in, decision 015); the box then says so.
 */
export function NewsletterBox() {
  const { t } = useTranslation();
  const id = useId();
  const language = useLanguage();
  const hydrated = useHydrated();
  const errorText = useSignupErrorText();
  const [sent, setSent] = useState<string | null>(null);
  const { errors, pending, onSubmit } = useContractForm(signupForm, async (body, form) => {
    setSent(null);
    const answer = await subscribeToNewsletter(language, body);
    form.reset();
    setSent(answer.message);
  });

  const fieldError = (field: NewsletterSignupIssue['path']) => {
    const codes = errors[field];
    if (!codes || codes.length === 0) return null;
    return (
      <p id={`${id}-${field}-error`} className="text-sm text-sale" role="alert">
        {codes.map((code) => errorText(field, code)).join(' ')}
      </p>
    );
  };
  const describedBy = (field: NewsletterSignupIssue['path']) =>
    errors[field]?.length ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t('footer.newsletter_title')}
      </h2>
      <p className="text-sm text-muted">{t('footer.newsletter_text')}</p>
      <div className="flex">
        <label htmlFor={`${id}-eml`} className="sr-only">
          {t('footer.newsletter_email')}
        </label>
        <input
          id={`${id}-eml`}
          name="eml"
          type="email"
          autoComplete="email"
          placeholder={t('footer.newsletter_email')}
          aria-required="true"
          {...describedBy('eml')}
          className="w-full rounded-l-md border border-line px-3 py-2 text-sm aria-[invalid=true]:border-sale"
        />
        <button
          type="submit"
          disabled={pending || !hydrated}
          aria-busy={pending}
          className="whitespace-nowrap rounded-r-md bg-brand-700 px-4 text-sm text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('footer.newsletter_submit')}
        </button>
      </div>
      {fieldError('eml')}
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="trm" className="mt-1" aria-required="true" {...describedBy('trm')} />
        {t('footer.newsletter_consent')}
      </label>
      {fieldError('trm')}
      <p className="min-h-5 text-sm text-brand-800" role="status">
        {sent}
      </p>
    </form>
  );
}
