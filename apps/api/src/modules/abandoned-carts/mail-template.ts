import { centsToEuros, formatEuros, type Language } from '@shop/contract';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/index.ts';

/** A line of the reminder at today's unit price. */
export interface CartReminderLine {
  name: string;
  size: string | null;
  quantity: number;
  unitPriceCents: number;
}

export interface CartReminderInput {
  shopName: string;
  language: Language;
  to: string;
  /** 1 or 2. */
  number: number;
  lines: CartReminderLine[];
  cartUrl: string;
  unsubscribeUrl: string;
  headers: Record<string, string>;
}

const TEXTS = {
  el: {
    subject: ['Ξεχάσατε κάτι στο καλάθι σας', 'Το καλάθι σας σας περιμένει ακόμη'],
    intro: 'Αφήσατε αυτά τα προϊόντα στο καλάθι σας. Με σημερινές τιμές:',
    each: 'τεμ.',
    total: 'Σύνολο προϊόντων',
    action: 'Επιστροφή στο καλάθι',
    anyDevice: 'Ο σύνδεσμος ανοίγει το καλάθι σας σε οποιαδήποτε συσκευή.',
    unsubscribe: 'Δεν θέλετε τέτοια μηνύματα; Διαγραφή:',
  },
  en: {
    subject: ['You left something in your cart', 'Your cart is still waiting'],
    intro: 'You left these products in your cart. At today’s prices:',
    each: 'pcs',
    total: 'Products total',
    action: 'Back to the cart',
    anyDevice: 'The link opens your cart on any device.',
    unsubscribe: 'Rather not get these mails? Unsubscribe:',
  },
} as const;

/** The reminder of a left cart, in the shopper's language, with one-click unsubscribe; data is escaped. */
export function renderCartReminderMail(input: CartReminderInput): OutgoingMail {
  const text = TEXTS[input.language];
  const subject = `${text.subject[input.number > 1 ? 1 : 0]} · ${input.shopName}`;
  const lines = input.lines.map((line) => {
    const name = line.size ? `${line.name} (${line.size})` : line.name;
    return `${line.quantity} ${text.each} ${name}: ${formatEuros(centsToEuros(line.unitPriceCents * line.quantity), input.language)}`;
  });
  const totalCents = input.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const total = `${text.total}: ${formatEuros(centsToEuros(totalCents), input.language)}`;
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(text.intro)}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(total)}</strong></p>
<p><a href="${escapeHtml(input.cartUrl)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(text.action)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(input.cartUrl)}<br>${escapeHtml(text.anyDevice)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(text.unsubscribe)} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(input.unsubscribeUrl)}</a></p>
</body></html>`;
  const plain = [
    text.intro,
    ...lines.map((line) => `- ${line}`),
    '',
    total,
    '',
    `${text.action}: ${input.cartUrl}`,
    text.anyDevice,
    '',
    `${text.unsubscribe} ${input.unsubscribeUrl}`,
  ].join('\n');
  return { to: input.to, subject, html, text: plain, headers: input.headers };
}
