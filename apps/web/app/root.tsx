import { languageOfPath } from '@shop/contract';
import { useMemo } from 'react';
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { Toaster } from '~/components/toasts/toaster';
import { StructuredData } from '~/features/catalog';
import { installSessionClient } from '~/features/customers';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { useNonce } from './lib/csp-nonce';
import {
  createI18n,
  loadLanguage,
  namespacesOf,
  routeNamespacesLoaded,
  translationsScript,
} from './lib/i18n';
import { languageOf, publicConfigFromEnv, publicConfigScript } from './lib/public-config';
import { useRememberedLanguage } from './lib/stored-language';
import { TranslationProvider } from './lib/use-translation';
import { makeZodJitless } from './lib/zod-without-eval';

if (typeof window !== 'undefined') {
  // Before any schema is made: the pages' CSP refuses Zod's `new Function` probe.
  makeZodJitless();
  // The session lives in local storage, so only the browser's API calls are authenticated.
  installSessionClient();
}

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request }: Route.LoaderArgs) {
  // The page's route namespaces go in its HTML (Layout), so the server must hold them first.
  await routeNamespacesLoaded();
  const config = publicConfigFromEnv(process.env);
  const language = languageOfPath(new URL(request.url).pathname, config.paths.defaultLanguage);
  return { config, language };
}

/**
 * The root's path is the same in both languages, so the router would not ask it again on a client
 * navigation into the other language: it does, so that the page is drawn with that language's texts.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || languageOf(currentUrl.pathname) !== languageOf(nextUrl.pathname);
}

/** A navigation into the other language fetches its texts first (the page's own come with its HTML). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadLanguage(data.language);
  return data;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const namespaces = namespacesOf(useMatches());
  // Every inline script carries the response's CSP nonce (server/storefront.ts).
  const nonce = useNonce();
  return (
    <html lang={data?.language ?? 'el'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
        <StructuredData nonce={nonce} />
        {data && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made JSON with "<" escaped.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: publicConfigScript(data.config) }} />
        )}
      </head>
      <body>
        {children}
        {data && (
          // After the page, so that it does not delay what the browser can paint; before the scripts that read it.
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made JSON with "<" escaped.
            dangerouslySetInnerHTML={{ __html: translationsScript(data.language, namespaces) }}
          />
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const i18n = useMemo(() => createI18n(loaderData.language), [loaderData.language]);
  useRememberedLanguage(loaderData.language);
  return (
    <TranslationProvider i18n={i18n}>
      <Outlet />
      <Toaster />
    </TranslationProvider>
  );
}

/** The router's last resort (spec 000 §8): shown when even the shell could not render. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="container-page py-16">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted">{message}</p>
    </main>
  );
}
