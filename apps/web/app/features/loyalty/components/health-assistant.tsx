import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { AssistantPanelProps } from './assistant-panel';

/** Spec 000 §4: the assistant opens by itself this long after the page. */
const OPEN_DELAY_MS = 3000;

/**
 * The floating health assistant's button, on every page. The panel (texts, profile form, badges)
 * is loaded only when it opens: after 3 s, on hover or on click, so the pages' first scripts do
 * not carry it.
 */
export function HealthAssistant() {
  const { t } = useTranslation();
  const [Panel, setPanel] = useState<ComponentType<AssistantPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [automatic, setAutomatic] = useState(false);
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);

  // Focus inside the panel goes back to the button rather than to the page's start.
  const close = useCallback(() => {
    const inside = root.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (inside) button.current?.focus();
  }, []);

  const load = useCallback(async () => {
    const module = await import('./assistant-panel');
    setPanel(() => module.AssistantPanel);
  }, []);

  const show = useCallback(() => {
    // Opened by the visitor: the timer, firing later, would take it for its own opening (and close
    // it again for a complete profile already greeted in this session).
    window.clearTimeout(timer.current);
    setAutomatic(false);
    void load().then(() => setOpen(true));
  }, [load]);

  useEffect(() => {
    timer.current = window.setTimeout(() => {
      void load().then(() => {
        setAutomatic(true);
        setOpen(true);
      });
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
    <aside
      ref={root}
      aria-label={t('assistant_open')}
      // The size of its button only: the panel is positioned above it, so that opening it, three
      // seconds into a visit, moves nothing on the page, the assistant's own box included.
      className="fixed bottom-4 left-4 z-30 print:hidden"
      onMouseLeave={onLeave}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <button
        ref={button}
        type="button"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
        aria-label={t('assistant_open')}
        aria-expanded={open}
        aria-controls={open ? 'health-assistant' : undefined}
        data-testid="assistant-button"
        onMouseEnter={show}
        onClick={show}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
          <path d="M10 3h4v7h7v4h-7v7h-4v-7H3v-4h7z" />
        </svg>
      </button>
      {/* After the button in the document, so that Tab goes on into it; drawn above it. */}
      {Panel && open && <Panel automatic={automatic} onClose={close} />}
    </aside>
  );
}
