import { checkoutGuestSchema } from '@shop/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { CheckboxField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { readCartLinesForReminder } from '~/features/cart';
import { LoginForm } from '~/features/customers';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { useIsAuthenticated } from '~/lib/session';
import { useTranslation } from '~/lib/use-translation';
import { recordGuestCart } from '../api/record-guest-cart';
import { updateCheckoutDraft, useCheckoutDraft } from '../checkout-draft';
import { useCheckoutCartGuard } from '../use-checkout-cart-guard';

function GuestForm() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const language = useLanguage();
  const draft = useCheckoutDraft();
  const { errors, pending, onSubmit } = useContractForm(
    checkoutGuestSchema,
    async ({ eml }) => {
      updateCheckoutDraft({ eml });
      // Kept for a reminder should the guest leave; the checkout goes on whatever the answer.
      recordGuestCart(language, { eml, items: readCartLinesForReminder() }).catch(() => undefined);
      navigate(localize('/checkout-information'));
    },
    { input: (values) => ({ eml: values.eml, hasAcceptedTerms: values.hasAcceptedTerms === 'on' }) },
  );
  return (
    <section className="rounded-lg border border-line p-6 sm:p-8">
      <h2 className="text-xl font-semibold">{t('login.guest_title')}</h2>
      <p className="mt-2 text-sm text-muted">{t('login.guest_text')}</p>
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-6 space-y-4"
        aria-label={t('login.guest_title')}
      >
        <TextField
          key={draft.eml}
          name="eml"
          type="email"
          autoComplete="email"
          label={t('fields.eml')}
          defaultValue={draft.eml}
          errors={errors.eml}
        />
        <CheckboxField name="hasAcceptedTerms" errors={errors.hasAcceptedTerms}>
          {t('consents.terms')}{' '}
          <LocalizedLink to="/pages/terms-of-use" className="text-brand-700 underline" target="_blank">
            {t('consents.terms_link')}
          </LocalizedLink>
        </CheckboxField>
        <SubmitButton pending={pending}>{t('login.guest_submit')}</SubmitButton>
      </form>
    </section>
  );
}

/** checkout-login: sign in, or continue as a guest with an email and the terms (spec 001 §2). */
export function CheckoutLoginPage() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const signedIn = useIsAuthenticated();
  const ready = useCheckoutCartGuard();

  useEffect(() => {
    if (ready && signedIn) navigate(localize('/checkout-information'), { replace: true });
  }, [ready, signedIn, navigate, localize]);

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="sr-only">{t('login.title')}</h1>
      <div className="grid gap-6 lg:grid-cols-2">
        <LoginForm next="/checkout-information" embedded />
        <GuestForm />
      </div>
    </div>
  );
}
