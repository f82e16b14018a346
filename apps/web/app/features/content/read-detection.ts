/** The part of IntersectionObserver the read detection uses, so a test can hand in its own. */
export type ObserverConstructor = new (
  callback: (entries: { isIntersecting: boolean }[]) => void,
) => { observe(target: Element): void; disconnect(): void };

/**
 * Calls `onRead` once, the first time `end` (a marker after an article's last paragraph) comes
 * into view: a reader who reached the end has read the article, whatever their speed, while a
 * timer would also reward a tab left open and miss a quick reader. Answers the cleanup.
 */
export function watchForEnd(
  end: Element,
  onRead: () => void,
  Observer: ObserverConstructor | undefined = globalThis.IntersectionObserver,
): () => void {
  // Without an observer (very old browsers) nothing can tell a read apart from a visit.
  if (!Observer) return () => {};
  let done = false;
  const observer = new Observer((entries) => {
    if (done || !entries.some((entry) => entry.isIntersecting)) return;
    done = true;
    observer.disconnect();
    onRead();
  });
  observer.observe(end);
  return () => observer.disconnect();
}
