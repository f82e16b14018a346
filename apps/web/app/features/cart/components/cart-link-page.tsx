import { useNavigate } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { useSingleUseLink } from '~/lib/use-single-use-link';
import { useTranslation } from '~/lib/use-translation';
import { getCartLinkLines } from '../api/get-cart-link-lines';
import { addLinesToCart } from '../cart-actions';

/**
 * `cart/restore/{token}`: a cart reminder's link (decision 049). Puts the left cart's products
 * still sold back in the cart, in any browser (the signed-in cart on the server, a guest's in this
 * browser), and opens the cart.
 */
export function CartLinkPage({ token }: { token: string }) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { data, error, failure } = useSingleUseLink(
    async () => {
      const { items } = await getCartLinkLines(language, token);
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
      <h1 className="text-2xl font-semibold">{t('restore.title')}</h1>
      <p className="mt-4" role="status">
        {error ? failure : data === 0 ? t('restore.nothing') : t('restore.working')}
      </p>
      {(error || data === 0) && (
        <LocalizedLink to="/" className="mt-4 inline-block text-brand-700 underline">
          {t('common:not_found.home')}
        </LocalizedLink>
      )}
    </div>
  );
}
