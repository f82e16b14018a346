import { LANGUAGES, type Language, localizePath } from '@shop/contract';
import { redirect } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage, seoPageMeta } from '~/features/catalog';
import {
  ContentPageView,
  contentPageSeo,
  contentPageTrail,
  contentPageTranslations,
  faqPageJsonLd,
  getContentPageByUrl,
  getFaqsByEntity,
  webPageJsonLd,
} from '~/features/content';
import { getPharmacyDetails, PharmacyTrustBlock } from '~/features/pharmacy';
import { loadRouteNamespaces } from '~/lib/i18n';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/content-page';

const namespaces = [contentPageTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicPage(request, async (context) => {
    const { url, language, paths, signal } = context;
    const page = await getContentPageByUrl(language, params.eurl, signal);
    // A page found by the other language's slug (a shared link, the language switch) moves to its own.
    if (page.eurl !== params.eurl) {
      throw redirect(`${localizePath(language, `/pages/${page.eurl}`, paths)}${url.search}`, 301);
    }
    const [faqs, pharmacy] = await Promise.all([
      getFaqsByEntity(language, 'ContentPage', page.id, signal),
      // Without the details the page still shows; the block then asks for them from the browser.
      page.body.includes('data-block="pharmacy"')
        ? getPharmacyDetails(language, signal).catch(() => null)
        : null,
    ]);
    const seo = contentPageSeo(context, {
      title: page.tl,
      description: page.ds,
      trail: () => contentPageTrail(page),
      jsonLd: (canonical) => [webPageJsonLd(page, canonical, url.origin), ...faqPageJsonLd(faqs.items)],
    });
    // Each language's page has its own slug, so its alternates are not this path in another language.
    const href = (lang: Language) =>
      `${url.origin}${localizePath(lang, `/pages/${page.eurls[lang]}`, paths)}`;
    return {
      seo: {
        ...seo,
        canonical: href(language),
        alternates: LANGUAGES.map((lang) => ({ language: lang, href: href(lang) })),
      },
      page,
      faqs: faqs.items,
      pharmacy,
    };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, faqs, pharmacy } = loaderData;
  return (
    <ContentPageView
      page={page}
      faqs={faqs}
      pharmacyBlock={<PharmacyTrustBlock details={pharmacy} landmark={false} />}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
