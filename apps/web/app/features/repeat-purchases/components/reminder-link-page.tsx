import { LinesToCartPage } from '~/features/cart';
import { useTranslation } from '~/lib/use-translation';
import { getReminderCartLines } from '../api/get-cart-lines';

/** `repeat/{token}`: a repeat-purchase reminder's link puts its products in the cart. */
export function ReminderLinkPage({ token }: { token: string }) {
  const { t } = useTranslation('repeat-purchases');
  return (
    <LinesToCartPage
      lines={(language) => getReminderCartLines(language, token)}
      texts={{ title: t('title'), working: t('link.working'), nothing: t('link.nothing') }}
      back={{ to: '/profile/repeat-purchases', label: t('link.to_profile') }}
    />
  );
}
