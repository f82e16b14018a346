import { emailSchema, type staffLoginResponseSchema } from '@shop/contract';
import { useSubmit } from 'react-router';
import { z } from 'zod/mini';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { apiRequest } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

const staffSignInSchema = z.object({
  eml: emailSchema,
  pwd: z.string().check(z.minLength(1, 'required_field'), z.maxLength(1024, 'too_long')),
});

/**
 * Staff sign-in. The browser asks the API itself, so the API's attempt limits count the staff
 * member's own address; the token answered goes at once to the page's server, which keeps it in
 * an HttpOnly cookie and forgets it in the page (decision 029).
 */
export function StaffSignIn({ returnUrl }: { returnUrl: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const submit = useSubmit();
  const form = useContractForm(staffSignInSchema, async (credentials) => {
    const session = await apiRequest<z.infer<typeof staffLoginResponseSchema>>(language, 'staff/login', {
      method: 'POST',
      body: credentials,
    });
    await submit({ session: JSON.stringify(session), returnUrl }, { method: 'post' });
  });
  return (
    <main className="mx-auto mt-16 max-w-sm rounded-lg border border-line p-6">
      <h1 className="text-xl font-semibold">{t('sign_in.title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('sign_in.intro')}</p>
      <form className="mt-5 space-y-4" onSubmit={form.onSubmit} noValidate>
        <TextField
          name="eml"
          type="email"
          autoComplete="username"
          label={t('sign_in.email')}
          errors={form.errors.eml}
        />
        <TextField
          name="pwd"
          type="password"
          autoComplete="current-password"
          label={t('sign_in.password')}
          errors={form.errors.pwd}
        />
        <SubmitButton pending={form.pending}>{t('sign_in.submit')}</SubmitButton>
      </form>
    </main>
  );
}
