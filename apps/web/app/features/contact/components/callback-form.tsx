import { CALLBACK_NOTE_MAX_LENGTH, callbackRequestSchema } from '@shop/contract';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { requestCallback } from '../api/request-callback';
import { ContactCaptcha } from './contact-captcha';
import { MessageField } from './message-field';
import { TermsField } from './terms-field';
import { useCaptchaForm } from './use-captcha-form';

/** Ask to be called back at a time within the call centre's hours (Monday-Friday 09:00-17:00, Greek time). */
export function CallbackForm() {
  const { t } = useTranslation('contact');
  const language = useLanguage();
  const form = useCaptchaForm(
    callbackRequestSchema,
    (body) => requestCallback(language, body),
    (values) => ({ ...values, trm: values.trm === 'on' }),
  );
  const { errors } = form;

  return (
    <form
      method="post"
      onSubmit={form.onSubmit}
      onFocus={form.arm}
      noValidate
      className="space-y-4"
      aria-label={t('callback.title')}
    >
      {form.done && (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm">
          {form.done}
        </p>
      )}
      <TextField name="nm" autoComplete="name" label={t('fields.nm')} errors={errors.nm} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="tel" type="tel" autoComplete="tel" label={t('fields.tel')} errors={errors.tel} />
        <TextField
          name="eml"
          type="email"
          autoComplete="email"
          label={t('fields.eml_callback')}
          errors={errors.eml}
          optional
        />
      </div>
      <TextField name="pdt" type="datetime-local" step={900} label={t('fields.pdt')} errors={errors.pdt} />
      <MessageField
        name="msg"
        label={t('fields.note')}
        rows={2}
        maxLength={CALLBACK_NOTE_MAX_LENGTH}
        errors={errors.msg}
        optional
      />
      <TermsField errors={errors.trm} />
      <ContactCaptcha armed={form.armed} round={form.round} errors={errors} />
      {form.failure && (
        <p role="alert" className="text-sm text-sale">
          {form.failure}
        </p>
      )}
      <SubmitButton pending={form.pending}>{t('callback.submit')}</SubmitButton>
    </form>
  );
}
