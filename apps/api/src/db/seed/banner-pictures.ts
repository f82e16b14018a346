import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BannerImage } from '@shop/contract';
import { escapeHtml } from '../../lib/html.ts';
import type { BannerPictures } from '../schema/merchandising.ts';

/** The look of a seasonal campaign: its colours and the drawing beside the text. */
export type BannerTheme = 'sun' | 'winter' | 'baby' | 'offers';

/** What a banner's picture says in one language. */
export interface BannerWording {
  /** The headline, already broken into lines. */
  headline: string[];
  subline: string;
  cta: string;
}

const THEMES: Record<BannerTheme, { from: string; to: string; ink: string; accent: string; ctaInk: string }> =
  {
    sun: { from: '#fde68a', to: '#fb923c', ink: '#7c2d12', accent: '#0e7490', ctaInk: '#ffffff' },
    winter: { from: '#dbeafe', to: '#1e3a8a', ink: '#0f172a', accent: '#f97316', ctaInk: '#ffffff' },
    baby: { from: '#fce7f3', to: '#bae6fd', ink: '#1e3a5f', accent: '#db2777', ctaInk: '#ffffff' },
    offers: { from: '#065f46', to: '#0f766e', ink: '#ffffff', accent: '#facc15', ctaInk: '#1f2937' },
  };

const SNOWFLAKES: [number, number, number][] = [
  [120, 110, 34],
  [470, 90, 26],
  [520, 300, 40],
  [90, 380, 22],
];

/** A six-armed flake centred at (x, y) with arms of length r. */
function snowflake([x, y, r]: [number, number, number]): string {
  const d = r * 0.7;
  return `<path d="M${x} ${y - r}v${r * 2}M${x - r} ${y}h${r * 2}M${x - d} ${y - d}l${d * 2} ${d * 2}M${x + d} ${y - d}l${-d * 2} ${d * 2}"/>`;
}

/** The drawing of a theme, in a 600×560 box whose left edge is x = 0. */
function drawing(theme: BannerTheme): string {
  switch (theme) {
    case 'sun':
      return `<circle cx="380" cy="150" r="90" fill="#fef3c7"/><circle cx="380" cy="150" r="64" fill="#fbbf24"/>
<path d="M0 430c90-40 180 40 270 0s180-40 330 0v130H0z" fill="#0891b2" opacity=".85"/>
<path d="M0 470c90-30 180 30 270 0s180-30 330 0v90H0z" fill="#06b6d4"/>
<rect x="150" y="210" width="120" height="250" rx="28" fill="#ffffff"/><rect x="172" y="176" width="76" height="44" rx="10" fill="#f97316"/>
<text x="210" y="345" font-size="44" font-weight="700" text-anchor="middle" fill="#f97316" font-family="Helvetica,Arial,sans-serif">50+</text>
<text x="210" y="385" font-size="20" text-anchor="middle" fill="#7c2d12" font-family="Helvetica,Arial,sans-serif">SPF</text>`;
    case 'winter':
      return `<g stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity=".85">${SNOWFLAKES.map(snowflake).join('')}</g>
<circle cx="300" cy="290" r="110" fill="#f97316"/><circle cx="300" cy="290" r="92" fill="#fb923c"/>
<path d="M300 198v184M208 290h184M235 225l130 130M365 225L235 355" stroke="#fed7aa" stroke-width="6"/>
<rect x="360" y="380" width="170" height="70" rx="35" fill="#ffffff"/><rect x="360" y="380" width="85" height="70" rx="35" fill="#facc15"/>`;
    case 'baby':
      return `<circle cx="110" cy="120" r="40" fill="#ffffff" opacity=".7"/><circle cx="500" cy="90" r="26" fill="#ffffff" opacity=".7"/><circle cx="470" cy="420" r="54" fill="#ffffff" opacity=".6"/>
<rect x="230" y="170" width="150" height="280" rx="46" fill="#ffffff"/><rect x="262" y="120" width="86" height="60" rx="14" fill="#f9a8d4"/>
<path d="M285 120c0-50 40-50 40 0" fill="#fbcfe8"/>
<path d="M255 260h100M255 310h100M255 360h100" stroke="#bae6fd" stroke-width="8" stroke-linecap="round"/>
<ellipse cx="150" cy="400" rx="70" ry="50" fill="#fde047"/><circle cx="195" cy="350" r="34" fill="#fde047"/><path d="M222 352l26 8-26 8z" fill="#f97316"/><circle cx="203" cy="343" r="5" fill="#1e3a5f"/>`;
    case 'offers':
      return `<path d="M140 120h260l120 170-120 170H140z" fill="#facc15"/><circle cx="430" cy="290" r="18" fill="#065f46"/>
<text x="270" y="335" font-size="150" font-weight="800" text-anchor="middle" fill="#065f46" font-family="Helvetica,Arial,sans-serif">%</text>
<circle cx="80" cy="90" r="14" fill="#facc15" opacity=".6"/><circle cx="540" cy="480" r="22" fill="#facc15" opacity=".5"/>`;
  }
}

/**
 * A campaign picture: the theme's gradient, the wording (headline, line and call to action) and a
 * drawing. `wide` lays them side by side (1600×560), otherwise stacked for a phone (800×640).
 */
export function bannerSvg(theme: BannerTheme, wording: BannerWording, wide: boolean, width: number): string {
  const colours = THEMES[theme];
  const [boxWidth, boxHeight] = wide ? [1600, 560] : [800, 640];
  const height = Math.round((width * boxHeight) / boxWidth);
  const headlineSize = wide ? 68 : 50;
  const left = wide ? 96 : 48;
  const top = wide ? 150 : 92;
  const lines = wording.headline
    .map(
      (line, index) =>
        `<text x="${left}" y="${top + index * headlineSize * 1.12}" font-size="${headlineSize}" font-weight="800" fill="${colours.ink}">${escapeHtml(line)}</text>`,
    )
    .join('');
  const sublineY = top + wording.headline.length * headlineSize * 1.12 + (wide ? 24 : 12);
  const ctaY = sublineY + (wide ? 50 : 40);
  const ctaWidth = Math.round(wording.cta.length * (wide ? 17 : 15) + 64);
  const art = wide
    ? `<g transform="translate(960 0)">${drawing(theme)}</g>`
    : `<g transform="translate(330 300) scale(.62)">${drawing(theme)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${boxWidth} ${boxHeight}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(wording.headline.join(' '))}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient></defs>
<rect width="${boxWidth}" height="${boxHeight}" fill="url(#bg)"/>${art}
<g font-family="Helvetica,Arial,sans-serif">${lines}
<text x="${left}" y="${sublineY}" font-size="${wide ? 30 : 26}" fill="${colours.ink}">${escapeHtml(wording.subline)}</text>
<rect x="${left}" y="${ctaY}" width="${ctaWidth}" height="${wide ? 64 : 56}" rx="32" fill="${colours.accent}"/>
<text x="${left + ctaWidth / 2}" y="${ctaY + (wide ? 42 : 37)}" font-size="${wide ? 28 : 24}" font-weight="700" text-anchor="middle" fill="${colours.ctaInk}">${escapeHtml(wording.cta)}</text></g>
</svg>`;
}

/** Widths written for a `srcset`: the wide picture's and the phone picture's. */
const WIDE_WIDTHS = [640, 1024, 1600];
const PHONE_WIDTHS = [480, 800];

function writeImage(
  mediaDir: string,
  name: string,
  theme: BannerTheme,
  wording: BannerWording,
  wide: boolean,
): BannerImage {
  const dir = join(mediaDir, 'banners');
  mkdirSync(dir, { recursive: true });
  const widths = wide ? WIDE_WIDTHS : PHONE_WIDTHS;
  const variants = widths.map((width) => {
    const file = `${name}-${wide ? 'wide' : 'phone'}-${width}.svg`;
    writeFileSync(join(dir, file), bannerSvg(theme, wording, wide, width));
    return { src: `/media/banners/${file}`, w: width };
  });
  const largest = widths[widths.length - 1] ?? 0;
  const [boxWidth, boxHeight] = wide ? [1600, 560] : [800, 640];
  return {
    src: variants[variants.length - 1]?.src ?? '',
    width: largest,
    height: Math.round((largest * boxHeight) / boxWidth),
    variants,
  };
}

/** Writes a banner's pictures for one language (wide and phone, each in several widths) under `mediaDir/banners`. */
export function writeBannerPictures(
  mediaDir: string,
  name: string,
  theme: BannerTheme,
  wording: BannerWording,
): BannerPictures {
  return {
    desktop: writeImage(mediaDir, name, theme, wording, true),
    mobile: writeImage(mediaDir, name, theme, wording, false),
  };
}
