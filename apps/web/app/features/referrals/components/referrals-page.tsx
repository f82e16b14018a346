import { localeOf, type Referral, SHOP_TIME_ZONE } from '@shop/contract';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useReferrals } from '../api/get-referrals';
import { ReferForm } from './refer-form';

const STATE_CLASS: Record<Referral['state'], string> = {
  sent: 'bg-gray-100 text-ink',
  registered: 'bg-brand-50 text-brand-800',
  rewarded: 'bg-brand-700 text-white',
};

function InvitationList() {
  const { t } = useTranslation('referrals');
  const language = useLanguage();
  const { data, error } = useReferrals(language);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(localeOf(language), { timeZone: SHOP_TIME_ZONE });
  if (error !== undefined) return <p className="text-sm text-sale">{t('load_error')}</p>;
  if (!data) return <p className="text-sm text-muted">{t('loading')}</p>;
  if (data.length === 0) return <p className="text-sm text-muted">{t('empty')}</p>;
  return (
    <ul className="divide-y divide-line rounded-lg border border-line" data-testid="referral-list">
      {data.map((item) => (
        <li
          key={item.cd}
          className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto_auto_auto] sm:items-center sm:gap-4"
        >
          <span className="break-all font-medium">
            <span className="sr-only">{t('column_email')}: </span>
            {item.eml}
          </span>
          <span className="font-mono text-muted">
            <span className="sr-only">{t('column_code')}: </span>
            {item.cd}
          </span>
          <span className="text-muted">
            <span className="sr-only">{t('column_sent')}: </span>
            {date(item.sent)}
          </span>
          <span className={`w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[item.state]}`}>
            <span className="sr-only">{t('column_state')}: </span>
            {t(`state_${item.state}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** `profile/referrals`: a form to invite a friend and the invitations sent, with where each stands. */
export function ReferralsPage() {
  const { t } = useTranslation('referrals');
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_1fr]">
      <section aria-labelledby="refer-title" className="rounded-lg border border-line p-4">
        <h2 id="refer-title" className="text-lg font-semibold">
          {t('dialog_title')}
        </h2>
        <ReferForm />
      </section>
      <section aria-labelledby="referral-list-title" className="space-y-3">
        <h2 id="referral-list-title" className="text-lg font-semibold">
          {t('list_title')}
        </h2>
        <InvitationList />
      </section>
    </div>
  );
}
