import { centsToEuros, formatEuros, type Language, localeOf, SHOP_TIME_ZONE } from '@shop/contract';
import { greekVocative } from '../../lib/greek-vocative.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/index.ts';

/** One repeat in a reminder: today's unit price, or null when the product is no longer sold. */
export interface ReminderLine {
  name: string;
  size: string | null;
  quantity: number;
  unitPriceCents: number | null;
  dueOn: string;
}

export interface ReminderMailInput {
  shopName: string;
  language: Language;
  to: string;
  name: string;
  lines: ReminderLine[];
  /** The link that fills the cart; null when nothing in the mail is sold any more. */
  cartUrl: string | null;
  manageUrl: string;
}

const TEXTS = {
  el: {
    subject: 'Ήρθε η ώρα για τις επαναλαμβανόμενες αγορές σας',
    greeting: (name: string) => (name ? `Γεια σας ${greekVocative(name)},` : 'Γεια σας,'),
    intro: 'Πλησιάζει η ημερομηνία των επαναλαμβανόμενων αγορών σας. Με σημερινές τιμές:',
    due: 'έως',
    each: 'τεμ.',
    unavailable: 'δεν διατίθεται πια',
    total: 'Σύνολο προϊόντων',
    action: 'Βάλτε τα στο καλάθι',
    nothingBought:
      'Δεν χρεώνουμε τίποτα αυτόματα: ο σύνδεσμος βάζει τα προϊόντα στο καλάθι σας και ολοκληρώνετε εσείς την παραγγελία.',
    manage: 'Αλλάξτε, παραλείψτε ή σταματήστε τις επαναλαμβανόμενες αγορές σας:',
  },
  en: {
    subject: 'Your repeat purchases are due',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'Your repeat purchases are coming due. At today’s prices:',
    due: 'due',
    each: 'pcs',
    unavailable: 'no longer available',
    total: 'Products total',
    action: 'Put them in the cart',
    nothingBought:
      'Nothing is charged automatically: the link puts the products in your cart and you place the order yourself.',
    manage: 'Change, skip or stop your repeat purchases:',
  },
} as const;

function dayLabel(day: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${day}T12:00:00Z`));
}

function lineText(line: ReminderLine, language: Language): string {
  const text = TEXTS[language];
  const name = line.size ? `${line.name} (${line.size})` : line.name;
  const price =
    line.unitPriceCents === null
      ? text.unavailable
      : formatEuros(centsToEuros(line.unitPriceCents * line.quantity), language);
  return `${line.quantity} ${text.each} ${name}: ${price} (${text.due} ${dayLabel(line.dueOn, language)})`;
}

/** The reminder of a customer's due repeats, in the customer's language; data is escaped. */
export function renderReminderMail(input: ReminderMailInput): OutgoingMail {
  const text = TEXTS[input.language];
  const subject = `${text.subject} · ${input.shopName}`;
  const lines = input.lines.map((line) => lineText(line, input.language));
  const totalCents = input.lines.reduce(
    (sum, line) => sum + (line.unitPriceCents === null ? 0 : line.unitPriceCents * line.quantity),
    0,
  );
  const total = `${text.total}: ${formatEuros(centsToEuros(totalCents), input.language)}`;
  const greeting = text.greeting(input.name);
  const button = input.cartUrl
    ? `<p><a href="${escapeHtml(input.cartUrl)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(text.action)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(input.cartUrl)}</p>
<p>${escapeHtml(text.nothingBought)}</p>`
    : '';
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(text.intro)}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(total)}</strong></p>
${button}
<p style="font-size:12px;color:#6b7280">${escapeHtml(text.manage)} <a href="${escapeHtml(input.manageUrl)}">${escapeHtml(input.manageUrl)}</a></p>
</body></html>`;
  const plain = [
    greeting,
    '',
    text.intro,
    ...lines.map((line) => `- ${line}`),
    '',
    total,
    ...(input.cartUrl ? ['', `${text.action}: ${input.cartUrl}`, text.nothingBought] : []),
    '',
    `${text.manage} ${input.manageUrl}`,
  ].join('\n');
  return { to: input.to, subject, html, text: plain };
}
