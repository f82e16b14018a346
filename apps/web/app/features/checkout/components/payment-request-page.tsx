import type { PaymentForm } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { getBankPaymentForm } from '../api/payments';

/**
 * payment/alpha_request/{id} and payment/winbank/{id}: the bank's form, filled by the API, is
 * posted to the bank's payment page at once.
 */
export function PaymentRequestPage({ bank, id }: { bank: 'alpha' | 'winbank'; id: string }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<PaymentForm | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    getBankPaymentForm(language, bank, id).then(setForm, () => setFailed(true));
  }, [language, bank, id]);

  useEffect(() => {
    if (form) formRef.current?.submit();
  }, [form]);

  if (failed) {
    return (
      <div className="py-16 text-center">
        <p className="text-sale">{t('payment_request.failed')}</p>
        <LocalizedLink to="/checkout-failure" className="mt-4 inline-block text-brand-700 underline">
          {t('payment_request.continue')}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <div className="py-16 text-center" aria-busy="true">
      <p role="status">{t('payment_request.redirecting')}</p>
      {form && (
        <form ref={formRef} method="post" action={form.action}>
          {Object.entries(form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <noscript>
            <button type="submit">{t('payment_request.continue')}</button>
          </noscript>
        </form>
      )}
    </div>
  );
}
