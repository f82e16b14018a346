import type { CmsLink } from '@shop/contract';
import type { ReactNode } from 'react';
import { CookieSettingsButton } from '~/features/consent';
import { NewsletterBox } from '~/features/newsletter';
import { ReferButton } from '~/features/referrals';
import { useLanguage } from '~/lib/language';
import { shopName } from '~/lib/public-config';
import { useTranslation } from '~/lib/use-translation';
import { cmsLinksOf, type NavigationLink } from '../navigation-model';
import { NavigationAnchor } from './navigation-anchor';
import { UspBar } from './usp-bar';

const COLUMNS = [
  ['sf1', 'footer_help'],
  ['sf2', 'footer_shop'],
  ['sf3', 'footer_pharmacy'],
  ['sf4', 'footer_legal'],
] as const;

function LinkColumn({
  title,
  links,
  children,
}: {
  title: string;
  links: NavigationLink[];
  children?: ReactNode;
}) {
  if (links.length === 0 && !children) return null;
  return (
    <nav aria-label={title}>
      <h2 className="mb-2 text-base font-semibold">{title}</h2>
      <ul className="space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.key}>
            <NavigationAnchor link={link} className="text-muted hover:text-brand-700">
              {link.text}
            </NavigationAnchor>
          </li>
        ))}
        {children && <li>{children}</li>}
      </ul>
    </nav>
  );
}

/**
 * The footer (spec 000 §2): the usp bar, the four columns of cms links (`sf1`-`sf4`) beside the
 * newsletter signup, the follow-us links (`sf`), the payment badges (`sb`) and the copyright, and
 * at the very bottom `trustBlock`, the pharmacy's licence and supervising authority.
 */
export function Footer({ links, trustBlock }: { links: CmsLink[]; trustBlock?: ReactNode }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const follow = cmsLinksOf(links, 'sf');
  const badges = cmsLinksOf(links, 'sb');
  return (
    <footer className="mt-16 border-t border-line bg-brand-50">
      <UspBar links={cmsLinksOf(links, 'ss')} />
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-5">
        {COLUMNS.map(([flag, title]) => (
          // Only two columns end with a button: the others get no empty item.
          <LinkColumn key={flag} title={t(title)} links={cmsLinksOf(links, flag)}>
            {flag === 'sf2' ? (
              <ReferButton className="text-muted underline-offset-2 hover:text-brand-700 hover:underline">
                {t('common:footer.refer_friend')}
              </ReferButton>
            ) : flag === 'sf4' ? (
              <CookieSettingsButton className="text-muted underline-offset-2 hover:text-brand-700 hover:underline" />
            ) : null}
          </LinkColumn>
        ))}
        <NewsletterBox />
      </div>
      <div className="container-page flex flex-col items-center justify-between gap-4 border-t border-line py-5 text-sm text-muted lg:flex-row">
        {badges.length > 0 && (
          <ul className="flex flex-wrap justify-center gap-2" aria-label={t('common:footer.payment_methods')}>
            {badges.map((badge) => (
              <li key={badge.key}>
                <NavigationAnchor
                  link={badge}
                  className="block rounded border border-line bg-white px-2 py-1 text-xs font-semibold text-ink hover:border-brand-600"
                >
                  {badge.text}
                </NavigationAnchor>
              </li>
            ))}
          </ul>
        )}
        {follow.length > 0 && (
          <ul className="flex flex-wrap items-center gap-3" aria-label={t('follow_us')}>
            <li aria-hidden="true">{t('follow_us')}:</li>
            {follow.map((link) => (
              <li key={link.key}>
                <NavigationAnchor link={link} className="font-medium text-brand-800 hover:underline">
                  {link.text}
                </NavigationAnchor>
              </li>
            ))}
          </ul>
        )}
        <p>{t('common:footer.copyright', { year: new Date().getFullYear(), shop: shopName(language) })}</p>
      </div>
      {trustBlock && <div className="border-t border-line bg-white">{trustBlock}</div>}
    </footer>
  );
}
