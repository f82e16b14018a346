import { useEffect } from 'react';
import { useLanguage, usePublicConfig } from '~/lib/language';
import { useConsent } from '../consent-context';
import { loadThirdPartyScript } from '../load-third-party-scripts';
import { scriptsAllowedBy, THIRD_PARTY_SCRIPT_DELAY_MS } from '../third-party-scripts';

/**
 * Loads the configured third-party scripts the visitor's choice allows, 3 s after the page has
 * loaded (spec 000 §9), or 3 s after a choice that allows more. Renders nothing.
 */
export function ThirdPartyScripts() {
  const { thirdPartyScripts, adUnitIds } = usePublicConfig();
  const { choice } = useConsent();
  const language = useLanguage();
  const adUnitId = language === 'el' ? adUnitIds.el : adUnitIds.other;

  useEffect(() => {
    const allowed = scriptsAllowedBy(thirdPartyScripts, choice);
    if (allowed.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        for (const script of allowed) loadThirdPartyScript(script, adUnitId);
      }, THIRD_PARTY_SCRIPT_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, [thirdPartyScripts, choice, adUnitId]);

  return null;
}
