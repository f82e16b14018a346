import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';

/**
 * The nonce of this response's Content-Security-Policy (`script-src 'nonce-…'`), made by the
 * storefront's server (server/storefront.ts) and handed to the render through React Router's load
 * context (`pageLoadContext`, entry.server.tsx). Null where no such server runs (`react-router
 * dev`: no CSP, nothing to match); a default of undefined would make `get` throw there.
 */
export const cspNonceContext = createContext<string | null>(null);

/**
 * The nonce while the server renders (entry.server.tsx provides it). In the browser it stays
 * undefined: browsers hide a nonce from the page once parsed, and a hydrated script never runs again.
 */
export const NonceContext = createReactContext<string | undefined>(undefined);

/** The nonce every inline `<script>` the app writes itself must carry. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
