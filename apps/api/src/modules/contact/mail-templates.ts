import { DEFAULT_LANGUAGE, type Language, localeOf, SHOP_TIME_ZONE } from '@shop/contract';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/index.ts';

/**
 * The contact page's mails. The shop's copy (in the shop's language, Greek) holds everything the
 * shopper sent and replies go to the shopper. The acknowledgement to the shopper, in the page's
 * language, repeats nothing the shopper typed as free text (name, subject, message): otherwise
 * anyone could have the shop mail their text to any address.
 */

export type ContactMailKind = 'message' | 'callback';

const LANGUAGE_NAMES: Record<Language, string> = { el: 'Ελληνικά', en: 'Αγγλικά' };

const SHOP_TEXT = {
  message: {
    subject: (subject: string) => `Μήνυμα επικοινωνίας: ${subject}`,
    intro:
      'Νέο μήνυμα από τη φόρμα επικοινωνίας. Απαντήστε σε αυτό το email για να απαντήσετε στον αποστολέα.',
  },
  callback: {
    subject: (when: string) => `Αίτημα επανάκλησης: ${when}`,
    intro: 'Νέο αίτημα επανάκλησης από τη σελίδα επικοινωνίας.',
  },
  labels: {
    name: 'Όνομα',
    email: 'Email',
    phone: 'Τηλέφωνο',
    subject: 'Θέμα',
    message: 'Μήνυμα',
    when: 'Προτιμώμενη ώρα',
    note: 'Σημείωση',
    language: 'Γλώσσα',
  },
} as const;

const ACKNOWLEDGEMENT_TEXT: Record<
  Language,
  { subject: Record<ContactMailKind, string>; lines: Record<ContactMailKind, (when: string) => string[]> }
> = {
  el: {
    subject: { message: 'Λάβαμε το μήνυμά σας', callback: 'Λάβαμε το αίτημα επανάκλησης' },
    lines: {
      message: () => [
        'Γεια σας,',
        'λάβαμε το μήνυμα που στείλατε από τη σελίδα επικοινωνίας και θα σας απαντήσουμε σε αυτή τη διεύθυνση το συντομότερο.',
        'Το τηλεφωνικό μας κέντρο είναι ανοιχτό Δευτέρα-Παρασκευή 09:00-17:00.',
      ],
      callback: (when) => [
        'Γεια σας,',
        `θα σας καλέσουμε ${when} (ώρα Ελλάδας).`,
        'Το τηλεφωνικό μας κέντρο είναι ανοιχτό Δευτέρα-Παρασκευή 09:00-17:00.',
      ],
    },
  },
  en: {
    subject: { message: 'We received your message', callback: 'We received your call-back request' },
    lines: {
      message: () => [
        'Hello,',
        'we received the message you sent from our contact page and will answer at this address as soon as we can.',
        'Our call centre is open Monday to Friday, 09:00-17:00.',
      ],
      callback: (when) => [
        'Hello,',
        `we will call you on ${when} (Greek time).`,
        'Our call centre is open Monday to Friday, 09:00-17:00.',
      ],
    },
  },
};

/** A line of a header: what a shopper typed, on one line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** A time as the shop's call centre reads it: the day and the hour in Greek time. */
export function formatCallTime(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

function page(language: Language, subject: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${body}
</body></html>`;
}

export interface ShopCopyInput {
  kind: ContactMailKind;
  shopName: string;
  to: string;
  language: Language;
  name: string;
  email: string | undefined;
  phone: string;
  subject?: string;
  message?: string;
  preferredAt?: Date;
}

/** The shop's copy of a contact message or call-me-back request; replies go to the shopper. */
export function renderShopCopy(input: ShopCopyInput): OutgoingMail {
  const { labels } = SHOP_TEXT;
  const when = input.preferredAt ? formatCallTime(input.preferredAt, DEFAULT_LANGUAGE) : '';
  const title =
    input.kind === 'message'
      ? SHOP_TEXT.message.subject(oneLine(input.subject ?? ''))
      : SHOP_TEXT.callback.subject(`${oneLine(input.name)}, ${when}`);
  const subject = `${title} · ${input.shopName}`;
  const rows: [string, string][] = [
    [labels.name, input.name],
    ...(input.email ? [[labels.email, input.email] as [string, string]] : []),
    [labels.phone, input.phone],
    ...(input.kind === 'callback' ? [[labels.when, when] as [string, string]] : []),
    ...(input.subject ? [[labels.subject, input.subject] as [string, string]] : []),
    [labels.language, LANGUAGE_NAMES[input.language]],
  ];
  const body = input.message ?? '';
  const bodyLabel = input.kind === 'message' ? labels.message : labels.note;
  const intro = SHOP_TEXT[input.kind].intro;
  const html = page(
    DEFAULT_LANGUAGE,
    subject,
    `<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>
${body ? `<h2 style="font-size:16px">${escapeHtml(bodyLabel)}</h2><p style="white-space:pre-wrap">${escapeHtml(body)}</p>` : ''}`,
  );
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(body ? ['', `${bodyLabel}:`, body] : []),
  ].join('\n');
  return { to: input.to, subject, html, text, ...(input.email ? { replyTo: input.email } : {}) };
}

export interface AcknowledgementInput {
  kind: ContactMailKind;
  shopName: string;
  language: Language;
  to: string;
  preferredAt?: Date;
}

/** The thank-you to the shopper, in the page's language; it repeats none of the shopper's free text. */
export function renderAcknowledgement(input: AcknowledgementInput): OutgoingMail {
  const text = ACKNOWLEDGEMENT_TEXT[input.language];
  const when = input.preferredAt ? formatCallTime(input.preferredAt, input.language) : '';
  const subject = `${text.subject[input.kind]} · ${input.shopName}`;
  const lines = [...text.lines[input.kind](when), input.shopName];
  const html = page(input.language, subject, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'));
  return { to: input.to, subject, html, text: lines.join('\n\n') };
}
