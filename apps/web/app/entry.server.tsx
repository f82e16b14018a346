/**
 * React Router's default server entry, plus the response's CSP nonce: read from the load context
 * (server/storefront.ts makes one per page), given to `<ServerRouter>` (its `<Scripts>`,
 * `<ScrollRestoration>`, `<Links>` and streamed data scripts), to React's own inline scripts
 * (`renderToPipeableStream`) and to the app's own (`useNonce`, root.tsx); and the page's module
 * preloads left out of its head (lib/module-preloads.server.ts).
 */
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, RouterContextProvider, ServerRouter } from 'react-router';
import { cspNonceContext, NonceContext } from './lib/csp-nonce';
import { withoutModulePreloads } from './lib/module-preloads.server';

export const streamTimeout = 5_000;

/**
 * The load context of a page, carrying its response's nonce; server/storefront.ts calls it as its
 * `getLoadContext`. Made here, with the pages' own react-router and context: the request handler
 * checks the context with `instanceof`, and the server's own import of react-router can be
 * another copy of the module (under vitest it is).
 */
export function pageLoadContext(nonce: string | undefined): RouterContextProvider {
  return new RouterContextProvider(new Map([[cspNonceContext, nonce ?? null]]));
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) ?? undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA mode wait for all content.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = withoutModulePreloads(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; those of the shell by handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
