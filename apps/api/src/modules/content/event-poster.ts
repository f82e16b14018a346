import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from '../../lib/html.ts';

/** The poster's size, which the storefront gives its image so that the page does not shift. */
export const EVENT_POSTER_WIDTH = 1280;
export const EVENT_POSTER_HEIGHT = 720;

const ATHENS_DAY = new Intl.DateTimeFormat('el-GR', { timeZone: 'Europe/Athens', day: 'numeric' });
const ATHENS_MONTH = new Intl.DateTimeFormat('el-GR', { timeZone: 'Europe/Athens', month: 'short' });
const ATHENS_TIME = new Intl.DateTimeFormat('el-GR', {
  timeZone: 'Europe/Athens',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface PosterText {
  title: string;
  startsAt: Date;
  /** The city of an event in person, or the word for online. */
  where: string;
}

/** Lines of at most `width` characters, word by word, at most `count` of them. */
function linesOf(text: string, width: number, count: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, count);
}

/** A poster drawn from the event's own data: a calendar leaf with its day (Athens time), the title, time and place. */
export function eventPosterSvg(text: PosterText, hue: number): string {
  const day = ATHENS_DAY.format(text.startsAt);
  const month = ATHENS_MONTH.format(text.startsAt).replace('.', '').toUpperCase();
  const title = linesOf(text.title, 30, 3)
    .map(
      (line, index) =>
        `<text x="420" y="${250 + index * 58}" font-size="48" font-family="Georgia, serif" fill="#fff">${escapeHtml(line)}</text>`,
    )
    .join('');
  const footer = `${ATHENS_TIME.format(text.startsAt)} · ${text.where}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${EVENT_POSTER_WIDTH} ${EVENT_POSTER_HEIGHT}" width="${EVENT_POSTER_WIDTH}" height="${EVENT_POSTER_HEIGHT}" role="img" aria-label="${escapeHtml(`${text.title}, ${day} ${month}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 50% 36%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 55% 24%)"/></linearGradient></defs>
<rect width="${EVENT_POSTER_WIDTH}" height="${EVENT_POSTER_HEIGHT}" fill="url(#g)"/>
<rect x="90" y="170" width="260" height="300" rx="28" fill="#fff"/>
<rect x="90" y="170" width="260" height="80" rx="28" fill="hsl(${hue} 60% 48%)"/><rect x="90" y="220" width="260" height="30" fill="hsl(${hue} 60% 48%)"/>
<text x="220" y="226" font-size="40" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" fill="#fff">${escapeHtml(month)}</text>
<text x="220" y="410" font-size="140" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" fill="hsl(${hue} 45% 25%)">${escapeHtml(day)}</text>
${title}
<text x="420" y="520" font-size="34" font-family="Helvetica, Arial, sans-serif" fill="#fff" opacity=".9">${escapeHtml(footer)}</text>
</svg>`;
}

/**
 * Writes an event's poster under `mediaDir/events` and answers its public path, named by its
 * drawing, so that a changed event's new poster is never hidden by a cached old one.
 */
export async function writeEventPoster(
  mediaDir: string,
  eurl: string,
  text: PosterText,
  hue: number,
): Promise<string> {
  const dir = join(mediaDir, 'events');
  await mkdir(dir, { recursive: true });
  const svg = eventPosterSvg(text, hue);
  const name = `${eurl}-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
  await writeFile(join(dir, name), svg);
  return `/media/events/${name}`;
}
