import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The layers open now, innermost last: Escape and the focus trap belong to the innermost only. */
const openLayers: HTMLElement[] = [];
let unlockedBody: { overflow: string; paddingRight: string } | null = null;

function lockScroll(): void {
  const { style } = document.body;
  unlockedBody = { overflow: style.overflow, paddingRight: style.paddingRight };
  // The scrollbar's width is kept as padding, so the page behind does not jump sideways.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
  style.overflow = 'hidden';
}

function unlockScroll(): void {
  if (!unlockedBody) return;
  Object.assign(document.body.style, unlockedBody);
  unlockedBody = null;
}

function keepTabInside(event: KeyboardEvent, layer: HTMLElement): void {
  const focusable = [...layer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || active === layer)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * What every layer over the page does while it is mounted: takes the focus (the layer itself
 * needs `tabIndex={-1}`) and keeps Tab inside it, closes on Escape, stops the page behind
 * from scrolling, and gives the focus back to what had it before.
 */
export function useModalLayer(layerRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const innermost = () => openLayers.at(-1) === layer;
    openLayers.push(layer);
    if (openLayers.length === 1) lockScroll();
    layer.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (!innermost()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, layer);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (innermost() && event.target instanceof Node && !layer.contains(event.target)) {
        layer.focus({ preventScroll: true });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openLayers.splice(openLayers.indexOf(layer), 1);
      if (openLayers.length === 0) unlockScroll();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [layerRef]);
}
