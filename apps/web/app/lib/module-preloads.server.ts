import { Transform } from 'node:stream';

const HEAD_END = Buffer.from('</head>');
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * A page's HTML stream without the module preloads React Router writes into its `<head>`. The page
 * is server-rendered: its first paint needs the document and the style sheet, not the scripts that
 * hydrate it. Preloaded from the head, all of them (framework 130 KB of ~200 KB) start with the
 * document and compete with the first screen's pictures; and Lighthouse's simulation (Lantern)
 * counts every module that had arrived when the unthrottled page first painted as part of its FCP
 * and LCP, so the same page measured 1.2 s or 3.9 s (docs/performance.md, "Why one page measured
 * 1.2 s or 3.9 s"). Without them, the browser fetches the scripts from the router's module script
 * at the end of the body, after the content it paints. React Router's `<Scripts>` has no option to
 * leave them out or lower their priority.
 *
 * The head is held until it is complete (React writes it in one flush with the shell, so nothing
 * paints later for it) and rewritten whole; the rest passes through. `onEnd` runs when the page
 * has been written.
 */
export function withoutModulePreloads(onEnd: () => void): Transform {
  let head: Buffer[] = [];
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (headDone) {
        callback(null, chunk);
        return;
      }
      head.push(chunk);
      const buffered = Buffer.concat(head);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) {
        callback();
        return;
      }
      headDone = true;
      head = [];
      // Split on an ASCII tag, so neither part ends inside a character.
      const rewritten = buffered.subarray(0, end).toString('utf8').replaceAll(MODULE_PRELOAD, '');
      callback(null, Buffer.concat([Buffer.from(rewritten), buffered.subarray(end)]));
    },
    flush(callback) {
      onEnd();
      callback(null, head.length > 0 ? Buffer.concat(head) : null);
    },
  });
}
