/** The part of IntersectionObserver the read detection uses, so a test can hand in its own. */
export type ObserverConstructor = new (
  callback: (entries: { isIntersecting: boolean }[]) => void,
  options: { rootMargin: string },
) => { observe(target: Element): void; disconnect(): void };

/**
 * The viewport stretched far upwards: the end marker counts once it is in view or above it, so a
 * reader who jumps past it (the End key, a fling) has reached the end too.
 */
export const REACHED_END_MARGIN = '1000000px 0px 0px 0px';

/**
 * Calls `onRead` once, the first time `end` (a marker after an article's last paragraph) comes
 * into view or is scrolled past: a reader who reached the end has read the article, whatever
 * their speed, while a timer would also reward a tab left open and miss a quick reader. Answers
 * the cleanup.
 */
export function watchForEnd(
  end: Element,
  onRead: () => void,
  Observer: ObserverConstructor | undefined = globalThis.IntersectionObserver,
): () => void {
  // Without an observer (very old browsers) nothing can tell a read apart from a visit.
  if (!Observer) return () => {};
  let done = false;
  const observer = new Observer(
    (entries) => {
      if (done || !entries.some((entry) => entry.isIntersecting)) return;
      done = true;
      observer.disconnect();
      onRead();
    },
    { rootMargin: REACHED_END_MARGIN },
  );
  observer.observe(end);
  return () => observer.disconnect();
}
