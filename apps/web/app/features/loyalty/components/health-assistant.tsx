import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { browserStores, mayOpenByItself, rememberClosed, rememberOpenedByItself } from './assistant-memory';
import type { AssistantPanelProps } from './assistant-panel';

/** Spec 000 §4: the assistant opens by itself this long after the page. */
const OPEN_DELAY_MS = 3000;

/**
 * The health assistant's button, in the header beside the account and cart: a button floating over
 * the page covered prices, the coupon field and the trust block on a phone (issue 26). The panel
 * (texts, profile form, badges) is loaded only when it opens: by itself 3 s into a visit (once per
 * visit, never again once closed), on hover or on click, so the pages' first scripts do not carry it.
 */
export function HealthAssistant() {
  const { t } = useTranslation();
  const [Panel, setPanel] = useState<ComponentType<AssistantPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);

  // Closed by the visitor: remembered, so that it does not open by itself again. Focus inside the
  // panel goes back to the button rather than to the page's start.
  const close = useCallback(() => {
    const inside = root.current?.contains(document.activeElement) ?? false;
    rememberClosed(browserStores());
    setOpen(false);
    if (inside) button.current?.focus();
  }, []);

  const load = useCallback(async () => {
    const module = await import('./assistant-panel');
    setPanel(() => module.AssistantPanel);
  }, []);

  const show = useCallback(() => {
    // Opened by the visitor: the timer, firing later, would open it a second time.
    window.clearTimeout(timer.current);
    void load().then(() => setOpen(true));
  }, [load]);

  useEffect(() => {
    if (!mayOpenByItself(browserStores())) return;
    timer.current = window.setTimeout(() => {
      rememberOpenedByItself(browserStores());
      void load().then(() => setOpen(true));
    }, OPEN_DELAY_MS);
    return () => window.clearTimeout(timer.current);
  }, [load]);

  // Leaving closes it, unless the customer is filling in its form.
  const onLeave = () => {
    const active = document.activeElement;
    const typing =
      active !== null && root.current?.contains(active) && active.matches('input, select, textarea');
    if (!typing) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a button and its popup, not form fields; a group rather than a landmark because it sits in the header's banner
    <div
      ref={root}
      role="group"
      aria-label={t('assistant_open')}
      className="print:hidden"
      onMouseLeave={onLeave}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <button
        ref={button}
        type="button"
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
        aria-label={t('assistant_open')}
        aria-expanded={open}
        aria-controls={open ? 'health-assistant' : undefined}
        data-testid="assistant-button"
        onMouseEnter={show}
        onClick={show}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M10 3h4v7h7v4h-7v7h-4v-7H3v-4h7z" />
        </svg>
      </button>
      {/* After the button in the document, so that Tab goes on into it; drawn under the header. */}
      {Panel && open && <Panel onClose={close} />}
    </div>
  );
}
