import { useTranslation } from '~/lib/use-translation';
import { getCartLinkLines } from '../api/get-cart-link-lines';
import { LinesToCartPage } from './lines-to-cart-page';

/** `cart/restore/{token}`: a cart reminder's link (decision 049) puts the left cart back, in any browser. */
export function CartLinkPage({ token }: { token: string }) {
  const { t } = useTranslation('cart');
  return (
    <LinesToCartPage
      lines={(language) => getCartLinkLines(language, token)}
      texts={{ title: t('restore.title'), working: t('restore.working'), nothing: t('restore.nothing') }}
      back={{ to: '/', label: t('common:not_found.home') }}
    />
  );
}
