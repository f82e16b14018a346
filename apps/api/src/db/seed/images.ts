import { escapeHtml } from '../../lib/html.ts';
import type { ProductKind } from './catalog-data.ts';

/** How wide the brand may be written on each container, in SVG units. */
const LABEL_WIDTH: Record<ProductKind['shape'], number> = {
  jar: 270,
  tube: 140,
  bottle: 190,
  stick: 96,
  card: 330,
  box: 290,
};

function container(shape: ProductKind['shape'], fill: string): string {
  switch (shape) {
    case 'jar':
      return `<rect x="150" y="230" width="300" height="210" rx="36" fill="${fill}"/><rect x="140" y="180" width="320" height="60" rx="14" fill="#374151"/>`;
    case 'tube':
      return `<path d="M210 120h180l-20 330H230z" fill="${fill}"/><rect x="250" y="450" width="100" height="50" rx="8" fill="#1f2937" opacity=".85"/>`;
    case 'bottle':
      return `<rect x="190" y="190" width="220" height="300" rx="40" fill="${fill}"/><rect x="255" y="120" width="90" height="80" rx="10" fill="#1f2937" opacity=".85"/>`;
    case 'stick':
      return `<rect x="245" y="150" width="110" height="330" rx="22" fill="${fill}"/><rect x="245" y="150" width="110" height="110" rx="22" fill="#1f2937" opacity=".85"/>`;
    case 'card':
      return `<rect x="110" y="190" width="380" height="240" rx="24" fill="${fill}"/><circle cx="420" cy="250" r="26" fill="#fff" opacity=".6"/>`;
    default:
      return `<rect x="140" y="170" width="320" height="300" rx="12" fill="${fill}"/><path d="M140 230h320" stroke="#fff" stroke-width="6" opacity=".5"/>`;
  }
}

/** A product picture drawn from the product's own data: its container, brand and name. */
export function productSvg(options: {
  brand: string;
  label: string;
  shape: ProductKind['shape'];
  hue: number;
  variant: number;
  accent?: string;
}): string {
  // Georgia's glyphs average about 0.6 em; the brand must fit the container.
  const brandFontSize = Math.min(30, Math.floor(LABEL_WIDTH[options.shape] / (options.brand.length * 0.6)));
  const fill = options.accent ?? `hsl(${options.hue} 55% ${options.variant === 1 ? 62 : 48}%)`;
  const background = `hsl(${options.hue} 40% 96%)`;
  const words = options.label.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 22) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map(
      (line, index) =>
        `<text x="300" y="${538 + index * 24}" font-size="20" text-anchor="middle" fill="#374151">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 620" width="600" height="620" role="img" aria-label="${escapeHtml(`${options.brand} ${options.label}`)}">
<rect width="600" height="620" fill="${background}"/>
${container(options.shape, fill)}
<text x="300" y="${options.shape === 'card' ? 330 : 340}" font-family="Georgia,serif" font-size="${brandFontSize}" font-weight="700" text-anchor="middle" fill="#fff">${escapeHtml(options.brand)}</text>
<g font-family="Helvetica,Arial,sans-serif">${text}</g>
</svg>`;
}
