import {
  DEFAULT_PATH_SETTINGS,
  type Language,
  localizePath,
  NEWSLETTER_VERIFICATION_HOURS,
  newsletterUnsubscribePath,
  newsletterVerificationPath,
} from '@shop/contract';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/index.ts';

/** What every newsletter mail needs to let its reader leave: the signed token and the shop's address. */
export interface UnsubscribeLink {
  publicUrl: string;
  language: Language;
  token: string;
}

/** The storefront page that asks before unsubscribing (the link in a mail's text). */
export function unsubscribePageUrl({ publicUrl, language, token }: UnsubscribeLink): string {
  return `${publicUrl}${localizePath(language, newsletterUnsubscribePath(token), DEFAULT_PATH_SETTINGS)}`;
}

/**
 * The headers of every newsletter mail (RFC 2369, RFC 8058): a mail client's one-click
 * unsubscribe posts `List-Unsubscribe=One-Click` to the API's address, which the storefront's
 * origin passes through; opened with GET, that address sends the reader to the storefront's page.
 */
export function listUnsubscribeHeaders({
  publicUrl,
  language,
  token,
}: UnsubscribeLink): Record<string, string> {
  const url = `${publicUrl}/api/${language}/newslettersubscriptions/unsubscribe?token=${encodeURIComponent(token)}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const TEXTS = {
  el: {
    subject: 'Επιβεβαιώστε την εγγραφή σας στο newsletter',
    lines: [
      'Λάβαμε αίτημα εγγραφής αυτού του email στο newsletter μας.',
      `Πατήστε τον σύνδεσμο για να την επιβεβαιώσετε. Ο σύνδεσμος ισχύει ${NEWSLETTER_VERIFICATION_HOURS} ώρες και μία φορά.`,
    ],
    action: 'Επιβεβαίωση εγγραφής',
    footer: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα· δεν θα λάβετε newsletter.',
    unsubscribe: 'Διαγραφή από το newsletter',
  },
  en: {
    subject: 'Confirm your newsletter subscription',
    lines: [
      'We received a request to sign this email address up for our newsletter.',
      `Follow the link to confirm it. The link works once, within ${NEWSLETTER_VERIFICATION_HOURS} hours.`,
    ],
    action: 'Confirm subscription',
    footer: 'If you did not ask for this, ignore this message; you will not receive the newsletter.',
    unsubscribe: 'Unsubscribe from the newsletter',
  },
} as const satisfies Record<Language, unknown>;

export interface VerificationMailInput extends UnsubscribeLink {
  to: string;
  /** The shop's name in the mail's language, ending its subject. */
  shopName: string;
  guid: string;
}

/** The double opt-in mail, in the subscriber's language, with the list headers; data is escaped. */
export function renderVerificationMail(input: VerificationMailInput): OutgoingMail {
  const text = TEXTS[input.language];
  const url = `${input.publicUrl}${localizePath(input.language, newsletterVerificationPath(input.guid), DEFAULT_PATH_SETTINGS)}`;
  const leave = unsubscribePageUrl(input);
  const subject = `${text.subject} · ${input.shopName}`;
  const small = 'font-size:12px;color:#6b7280';
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${text.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(text.action)}</a></p>
<p style="${small}">${escapeHtml(url)}</p>
<p style="${small}">${escapeHtml(text.footer)}</p>
<p style="${small}"><a href="${escapeHtml(leave)}" style="color:#6b7280">${escapeHtml(text.unsubscribe)}</a></p>
</body></html>`;
  const plain = [
    ...text.lines,
    '',
    `${text.action}: ${url}`,
    '',
    text.footer,
    '',
    `${text.unsubscribe}: ${leave}`,
  ].join('\n');
  return { to: input.to, subject, html, text: plain, headers: listUnsubscribeHeaders(input) };
}
