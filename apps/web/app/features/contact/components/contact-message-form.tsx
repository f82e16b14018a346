import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  contactMessageRequestSchema,
} from '@shop/contract';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { sendContactMessage } from '../api/send-contact-message';
import { ContactCaptcha } from './contact-captcha';
import { MessageField } from './message-field';
import { TermsField } from './terms-field';
import { useCaptchaForm } from './use-captcha-form';

/** Write to the shop (spec 001 §5: required fields, a valid phone, the terms, a captcha). */
export function ContactMessageForm() {
  const { t } = useTranslation('contact');
  const language = useLanguage();
  const form = useCaptchaForm(
    contactMessageRequestSchema,
    (body) => sendContactMessage(language, body),
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
      aria-label={t('message.title')}
    >
      {form.done && (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm">
          {form.done}
        </p>
      )}
      <TextField name="nm" autoComplete="name" label={t('fields.nm')} errors={errors.nm} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="eml" type="email" autoComplete="email" label={t('fields.eml')} errors={errors.eml} />
        <TextField name="tel" type="tel" autoComplete="tel" label={t('fields.tel')} errors={errors.tel} />
      </div>
      <TextField
        name="sbj"
        label={t('fields.sbj')}
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        errors={errors.sbj}
      />
      <MessageField
        name="msg"
        label={t('fields.msg')}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        errors={errors.msg}
      />
      <TermsField errors={errors.trm} />
      <ContactCaptcha armed={form.armed} round={form.round} errors={errors} />
      {form.failure && (
        <p role="alert" className="text-sm text-sale">
          {form.failure}
        </p>
      )}
      <SubmitButton pending={form.pending}>{t('message.submit')}</SubmitButton>
    </form>
  );
}
