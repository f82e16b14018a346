import { LANGUAGES, type Language, localizePath } from '@shop/contract';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { redirect, useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadSeoPage, seoPageMeta } from '~/features/catalog';
import {
  ContentPageView,
  contentPageByUrlQuery,
  contentPageSeo,
  contentPageTrail,
  contentPageTranslations,
  faqPageJsonLd,
  faqsByEntityQuery,
  webPageJsonLd,
} from '~/features/content';
import { PharmacyTrustBlock, pharmacyDetailsQuery } from '~/features/pharmacy';
import { registerRouteNamespaces } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import type { Route } from './+types/content-page';

registerRouteNamespaces(contentPageTranslations);

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async (context) => {
    const { url, language, paths, queryClient } = context;
    const page = await queryClient.fetchQuery(contentPageByUrlQuery(language, params.eurl));
    // A page found by the other language's slug (a shared link, the language switch) moves to its own.
    if (page.eurl !== params.eurl) {
      throw redirect(`${localizePath(language, `/pages/${page.eurl}`, paths)}${url.search}`, 301);
    }
    const [faqs] = await Promise.all([
      queryClient.fetchQuery(faqsByEntityQuery(language, 'ContentPage', page.id)),
      page.body.includes('data-block="pharmacy"')
        ? queryClient.fetchQuery(pharmacyDetailsQuery(language))
        : undefined,
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
      ...seo,
      canonical: href(language),
      alternates: LANGUAGES.map((lang) => ({ language: lang, href: href(lang) })),
    };
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

function ContentPageScreen() {
  const language = useLanguage();
  const { eurl = '' } = useParams();
  const { data: page } = useSuspenseQuery(contentPageByUrlQuery(language, eurl));
  const { data: faqs } = useSuspenseQuery(faqsByEntityQuery(language, 'ContentPage', page.id));
  return (
    <ContentPageView page={page} faqs={faqs.items} pharmacyBlock={<PharmacyTrustBlock landmark={false} />} />
  );
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ContentPageScreen />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
