import { LocalizedLink } from '~/components/localized-link';
import { Drawer } from '~/components/ui/drawer';
import { CartPanelLines, useCartCount } from '~/features/cart';
import { useModals } from '~/lib/use-modals';
import { useTranslation } from '~/lib/use-translation';

/** The cart widget: checkout goes to /cart, continue closes it; an empty cart says so (spec 000 §2). */
export function CartPanel() {
  const { t } = useTranslation();
  const { visible, close } = useModals();
  const count = useCartCount();
  if (!visible.cartWidget) return null;
  return (
    <Drawer
      side="right"
      title={t('cart_panel.title')}
      closeLabel={t('cart_panel.close')}
      onClose={() => close('cartWidget')}
      className="flex w-96 max-w-[90vw] flex-col p-5"
    >
      {count === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
          <p className="text-muted">{t('cart_panel.empty')}</p>
          <button
            type="button"
            className="rounded-md bg-brand-700 px-5 py-2.5 text-white"
            onClick={() => close('cartWidget')}
          >
            {t('cart_panel.continue_shopping')}
          </button>
        </div>
      ) : (
        <div className="mt-6 flex flex-1 flex-col gap-3">
          <p>{t('cart_panel.items', { count })}</p>
          <CartPanelLines />
          <LocalizedLink to="/cart" className="rounded-md bg-brand-700 px-5 py-2.5 text-center text-white">
            {t('cart_panel.checkout')}
          </LocalizedLink>
          <button
            type="button"
            className="rounded-md border border-line px-5 py-2.5"
            onClick={() => close('cartWidget')}
          >
            {t('cart_panel.continue')}
          </button>
        </div>
      )}
    </Drawer>
  );
}
