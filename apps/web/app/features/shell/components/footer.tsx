import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { NewsletterBox } from '~/features/newsletter';
import { ReferButton } from '~/features/referrals';
import { useLanguage } from '~/lib/language';
import { shopName } from '~/lib/public-config';
import type { MenuItem } from '../api/get-main-menu';

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

function LinkColumn({
  label,
  title,
  links,
  children,
}: {
  label: string;
  title: string;
  links: { to: string; text: string }[];
  /** More entries after the links (a button). */
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <h2 className="mb-2 text-base font-semibold">{title}</h2>
      <ul className="space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <LocalizedLink to={link.to} className="text-muted hover:text-brand-700">
              {link.text}
            </LocalizedLink>
          </li>
        ))}
        {children && <li>{children}</li>}
      </ul>
    </nav>
  );
}

export function Footer({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = menu.filter((item) => item.pid === null);
  return (
    <footer className="mt-16 border-t border-line bg-brand-50">
      <ul className="container-page grid grid-cols-2 gap-3 py-6 text-center text-sm font-medium text-brand-800 md:grid-cols-4">
        {USPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <div className="container-page grid gap-8 border-t border-line py-10 md:grid-cols-4">
        <LinkColumn
          label={t('footer.sitemap')}
          title={t('menu.categories')}
          links={categories.map((item) => ({ to: item.nu, text: item.tl }))}
        />
        <LinkColumn
          label={t('footer.shop')}
          title={t('footer.shop')}
          links={SHOP_LINKS.map(([to, key]) => ({ to, text: t(key) }))}
        >
          <ReferButton className="text-muted underline-offset-2 hover:text-brand-700 hover:underline">
            {t('footer.refer_friend')}
          </ReferButton>
        </LinkColumn>
        <LinkColumn
          label={t('footer.help')}
          title={t('footer.help')}
          links={HELP_LINKS.map(([to, key]) => ({ to, text: t(key) }))}
        />
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
        <p>{t('footer.copyright', { year: new Date().getFullYear(), shop: shopName(language) })}</p>
      </div>
    </footer>
  );
}
