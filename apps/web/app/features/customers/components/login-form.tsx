import { CustomerFieldError, loginRequestSchema } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { CAPTCHA_FIELD } from '~/components/captcha/captcha-check';
import { LocalizedLink } from '~/components/localized-link';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { login } from '../api/login';
import { AuthCard } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';
import { SignInCaptcha } from './sign-in-captcha';
import { useSignIn } from './use-sign-in';

const CAPTCHA_ANSWERS: ReadonlySet<string> = new Set([
  CustomerFieldError.captchaRequired,
  CustomerFieldError.captchaInvalid,
]);

/** The API wants a solved captcha with the next attempt (decision 014). */
function asksForCaptcha(error: unknown): boolean {
  return error instanceof ApiRequestError && CAPTCHA_ANSWERS.has(error.body?.code ?? '');
}

/**
 * Sign in, then go to `next` (the account by default). `embedded` draws it as a panel of another
 * page (checkout-login) instead of a page of its own. After many failed attempts the API asks for a
 * captcha: the form then shows the security check, and every further attempt carries a fresh solution.
 */
export function LoginForm({ next = '/profile', embedded = false }: { next?: string; embedded?: boolean }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const signIn = useSignIn();
  // Which security check the form shows: none (0) until the API asks, then a new one per attempt.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaUnsolved, setCaptchaUnsolved] = useState(false);
  const { errors, pending, onSubmit } = useContractForm(loginRequestSchema, async (body) => {
    try {
      signIn(await login(language, body), next);
    } catch (error) {
      // A solution serves one attempt: whatever the answer, the next attempt needs a new one.
      if (body.cap || asksForCaptcha(error)) setCaptchaRound((round) => round + 1);
      throw error;
    }
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const unsolved = captchaRound > 0 && !new FormData(event.currentTarget).get(CAPTCHA_FIELD);
    setCaptchaUnsolved(unsolved);
    if (unsolved) {
      event.preventDefault();
      return;
    }
    onSubmit(event);
  };

  return (
    <AuthCard title={t('login.title')} embedded={embedded}>
      <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={t('login.title')}>
        <TextField name="eml" type="email" autoComplete="email" label={t('fields.eml')} errors={errors.eml} />
        <TextField
          name="pwd"
          type="password"
          autoComplete="current-password"
          label={t('fields.pwd')}
          errors={errors.pwd}
        />
        {captchaRound > 0 && (
          <SignInCaptcha
            key={captchaRound}
            errors={captchaUnsolved ? [CustomerFieldError.captchaRequired] : errors[CAPTCHA_FIELD]}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton pending={pending}>{t('login.submit')}</SubmitButton>
          <LocalizedLink to="/forgot-password" className="text-sm text-brand-700 underline">
            {t('login.forgot')}
          </LocalizedLink>
        </div>
      </form>
      <GoogleSignInButton next={next} />
      <p className="mt-6 border-t border-line pt-4 text-sm">
        {t('login.no_account')}{' '}
        <LocalizedLink to="/register" className="font-medium text-brand-700 underline">
          {t('login.register')}
        </LocalizedLink>
      </p>
    </AuthCard>
  );
}
