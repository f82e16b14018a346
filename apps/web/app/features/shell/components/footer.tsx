import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import type { MenuItem } from '../api/get-main-menu';
import { NewsletterBox } from './newsletter-box';

const USPS = [
  'footer.usp_delivery',
  'footer.usp_returns',
  'footer.usp_stores',
  'footer.usp_pharmacists',
] as const;
const HELP_LINKS = [
  ['/contact', 'footer.contact'],
  ['/track-order', 'footer.track_order'],
  ['/pages/terms-of-use', 'footer.terms'],
  ['/pages/privacy-policy', 'footer.privacy'],
] as const;
const SHOP_LINKS = [
  ['/brands', 'footer.brands'],
  ['/offers-page', 'footer.offers'],
  ['/blogs', 'footer.blogs'],
  ['/tutorials', 'footer.tutorials'],
] as const;
const PAYMENTS = ['Visa', 'Mastercard', 'PayPal', 'footer.cash_on_delivery', 'footer.bank_deposit'] as const;

export function Footer({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  const categories = menu.filter((item) => item.pid === null);
  return (
    <footer className="mt-16 border-t border-line bg-brand-50">
      <ul className="container-page grid grid-cols-2 gap-3 py-6 text-center text-sm font-medium text-brand-800 md:grid-cols-4">
        {USPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <div className="container-page grid gap-8 border-t border-line py-10 md:grid-cols-4">
        <nav aria-label={t('footer.sitemap')}>
          <h2 className="mb-2 text-base font-semibold">{t('menu.categories')}</h2>
          <ul className="space-y-1 text-sm">
            {categories.map((item) => (
              <li key={item.id}>
                <LocalizedLink to={item.nu} className="text-muted hover:text-brand-700">
                  {item.tl}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.shop')}>
          <h2 className="mb-2 text-base font-semibold">{t('footer.shop')}</h2>
          <ul className="space-y-1 text-sm">
            {SHOP_LINKS.map(([to, key]) => (
              <li key={to}>
                <LocalizedLink to={to} className="text-muted hover:text-brand-700">
                  {t(key)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.help')}>
          <h2 className="mb-2 text-base font-semibold">{t('footer.help')}</h2>
          <ul className="space-y-1 text-sm">
            {HELP_LINKS.map(([to, key]) => (
              <li key={to}>
                <LocalizedLink to={to} className="text-muted hover:text-brand-700">
                  {t(key)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterBox />
      </div>
      <div className="container-page flex flex-col items-center justify-between gap-3 border-t border-line py-5 text-sm text-muted md:flex-row">
        <ul className="flex flex-wrap gap-2" aria-label={t('footer.payment_methods')}>
          {PAYMENTS.map((name) => (
            <li
              key={name}
              className="rounded border border-line bg-white px-2 py-1 text-xs font-semibold text-ink"
            >
              {name.startsWith('footer.') ? t(name) : name}
            </li>
          ))}
        </ul>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
