import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from '../../lib/html.ts';

/** The poster's size, which the storefront gives its image so that the page does not shift. */
export const EVENT_POSTER_WIDTH = 1280;
export const EVENT_POSTER_HEIGHT = 720;

const athens = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Athens', ...options });
const ATHENS_DAY = athens({ day: 'numeric' });
const ATHENS_MONTH_YEAR = athens({ month: '2-digit', year: 'numeric' });
const ATHENS_TIME = athens({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export interface PosterFacts {
  startsAt: Date;
  endsAt: Date;
  online: boolean;
}

/** A screen (online) or the pharmacy's cross (in person), drawn at (x, y). */
function modeSymbol(online: boolean, x: number, y: number): string {
  return online
    ? `<rect x="${x}" y="${y}" width="150" height="100" rx="10" fill="none" stroke="#fff" stroke-width="10"/><rect x="${x + 55}" y="${y + 100}" width="40" height="24" fill="#fff"/><rect x="${x + 30}" y="${y + 122}" width="90" height="10" rx="5" fill="#fff"/>`
    : `<rect x="${x + 50}" y="${y}" width="50" height="150" rx="8" fill="#fff"/><rect x="${x}" y="${y + 50}" width="150" height="50" rx="8" fill="#fff"/>`;
}

/**
 * A poster drawn from the event's own data, in no language (one poster serves the Greek and the
 * English page, whose titles are on the page itself): a calendar leaf with its day and month
 * (Athens time), the hours, and a screen for an online event or the pharmacy's cross.
 */
export function eventPosterSvg(facts: PosterFacts, hue: number): string {
  const day = ATHENS_DAY.format(facts.startsAt);
  const monthYear = ATHENS_MONTH_YEAR.format(facts.startsAt);
  const hours = `${ATHENS_TIME.format(facts.startsAt)}–${ATHENS_TIME.format(facts.endsAt)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${EVENT_POSTER_WIDTH} ${EVENT_POSTER_HEIGHT}" width="${EVENT_POSTER_WIDTH}" height="${EVENT_POSTER_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 50% 36%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 55% 24%)"/></linearGradient></defs>
<rect width="${EVENT_POSTER_WIDTH}" height="${EVENT_POSTER_HEIGHT}" fill="url(#g)"/>
<rect x="150" y="170" width="300" height="340" rx="28" fill="#fff"/>
<rect x="150" y="170" width="300" height="90" rx="28" fill="hsl(${hue} 60% 48%)"/><rect x="150" y="230" width="300" height="30" fill="hsl(${hue} 60% 48%)"/>
<text x="300" y="232" font-size="44" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" fill="#fff">${escapeHtml(monthYear)}</text>
<text x="300" y="445" font-size="160" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" fill="hsl(${hue} 45% 25%)">${escapeHtml(day)}</text>
${modeSymbol(facts.online, 620, 200)}
<text x="560" y="480" font-size="72" font-family="Helvetica, Arial, sans-serif" font-weight="700" fill="#fff">${escapeHtml(hours)}</text>
</svg>`;
}

/**
 * Writes an event's poster under `mediaDir/events` and answers its public path, named by its
 * drawing, so that a changed event's new poster is never hidden by a cached old one.
 */
export async function writeEventPoster(
  mediaDir: string,
  eurl: string,
  facts: PosterFacts,
  hue: number,
): Promise<string> {
  const dir = join(mediaDir, 'events');
  await mkdir(dir, { recursive: true });
  const svg = eventPosterSvg(facts, hue);
  const name = `${eurl}-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
  await writeFile(join(dir, name), svg);
  return `/media/events/${name}`;
}
