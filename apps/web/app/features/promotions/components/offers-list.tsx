import { formatEuros, localeOf, type Offer, SHOP_TIME_ZONE } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** The badge's text: what the policy gives, in the shopper's language. */
function useOfferValue(): (offer: Offer) => string | null {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const euros = (amount: number | null) => (amount === null ? '' : formatEuros(amount, language));
  return (offer) => {
    switch (offer.kind) {
      case 'Percentage':
        return offer.pct === null ? null : t('kind_Percentage', { percent: offer.pct });
      case 'FixedAmount':
        return offer.amt === null ? null : t('kind_FixedAmount', { amount: euros(offer.amt) });
      case 'Bogo':
        return t('kind_Bogo', { buy: offer.buy ?? 1, free: offer.free ?? 1 });
      case 'Gift':
        return t('kind_Gift');
      case 'Customized':
        return offer.amt === null ? null : t('kind_Customized', { amount: euros(offer.amt) });
      default:
        return null;
    }
  };
}

/** Whether the badge says what the value circle already says ("-20%" and "−20%"). */
const sameText = (badge: string, value: string | null) =>
  value !== null && badge.replace(/\s/g, '').replace('-', '−') === value.replace(/\s/g, '');

function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const value = useOfferValue()(offer);
  const tiers = offer.cust_groups.map((group) => t(`tier_${group.code}`, { defaultValue: group.code }));
  return (
    <li className="flex flex-col rounded-lg border border-line bg-white p-4" data-testid="offer">
      <div className="flex items-start gap-3">
        {offer.badge_url ? (
          <img
            src={offer.badge_url}
            alt=""
            width={56}
            height={56}
            className="h-14 w-14 shrink-0 object-contain"
          />
        ) : (
          value && (
            <span className="flex h-14 min-w-14 shrink-0 items-center justify-center rounded-full bg-sale px-2 text-sm font-bold text-white">
              {value}
            </span>
          )
        )}
        <div className="min-w-0 space-y-1">
          {offer.badge && !sameText(offer.badge, value) && (
            <span className="inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {offer.badge}
            </span>
          )}
          <h2 className="text-lg font-semibold">{offer.nm}</h2>
          {offer.badge_url && value && <p className="font-semibold text-sale">{value}</p>}
        </div>
      </div>
      {offer.ds && <p className="mt-2 text-sm text-muted">{offer.ds}</p>}
      <ul className="mt-2 space-y-0.5 text-sm">
        {offer.min !== null && <li>{t('minimum', { amount: formatEuros(offer.min, language) })}</li>}
        {offer.to && (
          <li>
            {t('ends', {
              date: new Date(offer.to).toLocaleDateString(localeOf(language), { timeZone: SHOP_TIME_ZONE }),
            })}
          </li>
        )}
        {tiers.length > 0 && <li>{t('tiers', { tiers: tiers.join(', ') })}</li>}
      </ul>
      <LocalizedLink
        to={`/promotion-policy/${encodeURIComponent(offer.cd)}`}
        className="mt-auto pt-3 font-medium text-brand-700 underline hover:text-brand-800"
      >
        {t('see_products')}
        <span className="sr-only">: {offer.nm}</span>
      </LocalizedLink>
    </li>
  );
}

/** `offers-page`: the promotions in force now, each with its badge and a link to its products. */
export function OffersList({ offers: data }: { offers: Offer[] }) {
  const { t } = useTranslation('promotions');
  if (data.length === 0) return <p className="text-muted">{t('no_offers')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="offers">
      {data.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
    </ul>
  );
}
