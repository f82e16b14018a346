import {
  centsToEuros,
  DEFAULT_PATH_SETTINGS,
  formatEuros,
  type Language,
  localeOf,
  localizePath,
  SHOP_TIME_ZONE,
} from '@shop/contract';
import { greekVocative } from '../../lib/greek-vocative.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/index.ts';

/** What the mail of newly issued gift cards says; written in the buyer's (the order's) language. */
export interface GiftCardMailInput {
  language: Language;
  to: string;
  /** Whom the greeting names: the recipient, or the buyer when the cards go to the buyer. */
  greetingName: string;
  /** Who gives the cards: the sender's name from the gift form, else the buyer's. */
  senderName: string;
  /** The sender's message, plain text as typed; empty for none. */
  message: string;
  /** True when no recipient e-mail was given and the buyer gets the cards to pass on. */
  toBuyer: boolean;
  cards: readonly { code: string; cents: number }[];
  expiresAt: Date;
  publicUrl: string;
  shopName: string;
}

const TEXTS = {
  el: {
    greeting: (name: string) => (name ? `Γεια σας ${greekVocative(name)},` : 'Γεια σας,'),
    subject: (sender: string, total: string) => `${sender} σας χάρισε δωροκάρτα ${total}`,
    subjectToBuyer: (total: string) => `Οι δωροκάρτες σας αξίας ${total} είναι έτοιμες`,
    intro: (sender: string, count: number) =>
      count === 1 ? `${sender} σας χάρισε μια δωροκάρτα.` : `${sender} σας χάρισε ${count} δωροκάρτες.`,
    introToBuyer: 'Η πληρωμή σας ολοκληρώθηκε. Μπορείτε να δώσετε τους κωδικούς σε όποιον θέλετε.',
    messageFrom: (sender: string) => `Το μήνυμα από ${sender}:`,
    card: (code: string, amount: string) => `Κωδικός: ${code} · Αξία: ${amount}`,
    expiry: (date: string) => `Ισχύει έως ${date}.`,
    howTo:
      'Γράψτε τον κωδικό στο πεδίο «Δωροκάρτα» του καλαθιού: το ποσό αφαιρείται από την παραγγελία και ό,τι περισσέψει μένει στην κάρτα.',
    action: 'Στο κατάστημα',
    footer: 'Κρατήστε τον κωδικό σαν μετρητά: όποιος τον έχει μπορεί να τον χρησιμοποιήσει.',
  },
  en: {
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    subject: (sender: string, total: string) => `${sender} sent you a ${total} gift card`,
    subjectToBuyer: (total: string) => `Your gift cards worth ${total} are ready`,
    intro: (sender: string, count: number) =>
      count === 1 ? `${sender} sent you a gift card.` : `${sender} sent you ${count} gift cards.`,
    introToBuyer: 'Your payment is complete. You can pass the codes on to anyone you like.',
    messageFrom: (sender: string) => `The message from ${sender}:`,
    card: (code: string, amount: string) => `Code: ${code} · Value: ${amount}`,
    expiry: (date: string) => `Valid until ${date}.`,
    howTo:
      'Enter the code in the cart’s “Gift card” field: the amount comes off the order and whatever is left stays on the card.',
    action: 'Go to the shop',
    footer: 'Keep the code like cash: whoever has it can use it.',
  },
} as const;

function formatDate(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);
}

/** The cards' mail as HTML and plain text; the sender's name and message are escaped, never markup. */
export function renderGiftCardMail(input: GiftCardMailInput): OutgoingMail {
  const text = TEXTS[input.language];
  const money = (cents: number) => formatEuros(centsToEuros(cents), input.language);
  const total = money(input.cards.reduce((sum, card) => sum + card.cents, 0));
  // A name typed into a form goes into a header on one line.
  const sender = input.senderName.replace(/\s+/g, ' ').trim();
  const subject = `${input.toBuyer ? text.subjectToBuyer(total) : text.subject(sender, total)} · ${input.shopName}`;
  const url = `${input.publicUrl}${localizePath(input.language, '/', DEFAULT_PATH_SETTINGS)}`;
  const greeting = text.greeting(input.greetingName);
  const intro = input.toBuyer ? text.introToBuyer : text.intro(input.senderName, input.cards.length);
  const message = input.message.trim();
  const cards = input.cards.map((card) => text.card(card.code, money(card.cents)));
  const expiry = text.expiry(formatDate(input.expiresAt, input.language));
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${message ? `<p>${escapeHtml(text.messageFrom(input.senderName))}</p>\n<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #0f766e;white-space:pre-line">${escapeHtml(message)}</blockquote>` : ''}
${cards.map((line) => `<p style="font-size:18px;font-weight:bold;font-family:monospace">${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(expiry)}</p>
<p>${escapeHtml(text.howTo)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(text.action)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(url)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(text.footer)}</p>
</body></html>`;
  const plain = [
    greeting,
    '',
    intro,
    ...(message ? ['', text.messageFrom(input.senderName), message] : []),
    '',
    ...cards,
    expiry,
    '',
    text.howTo,
    '',
    `${text.action}: ${url}`,
    '',
    text.footer,
  ].join('\n');
  return { to: input.to, subject, html, text: plain };
}
