import { useNavigate } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { addLinesToCart } from '~/features/cart';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { useSingleUseLink } from '~/lib/use-single-use-link';
import { useTranslation } from '~/lib/use-translation';
import { getReminderCartLines } from '../api/get-cart-lines';

/**
 * `repeat/{token}`: a reminder mail's link. Puts the reminder's products still sold in the cart
 * (the signed-in cart on the server, a guest's in this browser) and opens the cart; nothing is
 * bought until the customer places the order.
 */
export function ReminderLinkPage({ token }: { token: string }) {
  const { t } = useTranslation('repeat-purchases');
  const language = useLanguage();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { data, error, failure } = useSingleUseLink(
    async () => {
      const { items } = await getReminderCartLines(language, token);
      return addLinesToCart(
        language,
        items.map((item) => ({ productId: item.pid, dimensionId: item.dimension, quantity: item.qty })),
      );
    },
    (added) => {
      if (added > 0) navigate(localized('/cart'), { replace: true });
    },
  );
  return (
    <div className="container-page py-12">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-4" role="status">
        {error ? failure : data === 0 ? t('link.nothing') : t('link.working')}
      </p>
      {(error || data === 0) && (
        <LocalizedLink to="/profile/repeat-purchases" className="mt-4 inline-block text-brand-700 underline">
          {t('link.to_profile')}
        </LocalizedLink>
      )}
    </div>
  );
}
