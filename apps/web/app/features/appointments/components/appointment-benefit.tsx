import { LOYALTY_TIERS, type TierCode } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useBookAppointmentCheck } from '../api/check-book-appointment';

/** On the loyalty page: whether the customer's tier includes a consultation (CheckBookAnAppointment), and the way to book one. */
export function AppointmentBenefit() {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const check = useBookAppointmentCheck(language, true);
  if (!check.data) return null;
  const tiers = check.data.tiers.map((code) => LOYALTY_TIERS[code as TierCode] ?? code).join(', ');
  return (
    <section className="container-page pb-10" aria-labelledby="appointment-benefit-title">
      <div className="rounded-lg border border-line p-5" data-testid="appointment-benefit">
        <h2 id="appointment-benefit-title" className="text-lg font-semibold">
          {t('benefit.title')}
        </h2>
        <p className="mt-1 text-sm">
          {check.data.allowed ? t('benefit.allowed') : t('benefit.refused', { tiers })}
        </p>
        <div className="mt-3 flex flex-wrap gap-4 text-sm">
          {check.data.allowed && (
            <LocalizedLink to="/book-appointment" className="font-medium text-brand-700 underline">
              {t('benefit.book')}
            </LocalizedLink>
          )}
          <LocalizedLink to="/profile/appointments" className="font-medium text-brand-700 underline">
            {t('benefit.mine')}
          </LocalizedLink>
        </div>
      </div>
    </section>
  );
}
