import type { ThirdPartyScript } from '~/lib/public-config';
import type { ConsentChoice } from './consent-cookie';
import { scriptsAllowedBy } from './third-party-scripts';

/** Scripts put on the page so far; a page keeps them across client-side navigations. */
const loaded = new Map<string, ThirdPartyScript>();

/** A choice that no longer allows a script already running. */
export function withdrawsLoadedScripts(choice: Pick<ConsentChoice, 'analytics' | 'marketing'>): boolean {
  const scripts = [...loaded.values()];
  return scriptsAllowedBy(scripts, choice).length < scripts.length;
}

/** Adds a script to the page once; a failed load is only logged (spec 000 §8). */
export function loadThirdPartyScript(script: ThirdPartyScript, adUnitId: number): void {
  if (loaded.has(script.src)) return;
  loaded.set(script.src, script);
  const element = document.createElement('script');
  element.src = script.src;
  element.async = script.async ?? true;
  // Ad scripts read the shop's unit id for the page's language from their own tag.
  if (script.category === 'marketing') element.dataset.adUnitId = String(adUnitId);
  element.addEventListener('error', () => {
    console.warn(`Third-party script failed to load: ${script.src}`);
  });
  document.body.append(element);
}
