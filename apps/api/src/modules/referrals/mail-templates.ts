import { DEFAULT_PATH_SETTINGS, type Language, localizePath, referralRegisterPath } from '@shop/contract';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/index.ts';

/** The registration link of an invitation: the shop's address, the language's prefix, `/register?ref=`. */
export function referralLink(publicUrl: string, language: Language, code: string): string {
  return `${publicUrl}${localizePath(language, referralRegisterPath(code), DEFAULT_PATH_SETTINGS)}`;
}

const TEXTS = {
  el: {
    subject: (sender: string) => `${sender} σας προσκαλεί`,
    lines: (sender: string, shop: string, percent: number) => [
      'Γεια σας,',
      `${sender} σας προσκαλεί στο ${shop}.`,
      `Εγγραφείτε με τον σύνδεσμο και με την πρώτη σας παραγγελία που ολοκληρώνεται κερδίζετε πόντους επιβράβευσης και κουπόνι ${percent}% για την επόμενη.`,
    ],
    comments: 'Το μήνυμα που σας αφήνει:',
    code: 'Κωδικός πρόσκλησης:',
    action: 'Εγγραφή',
    footer: 'Αν δεν γνωρίζετε τον αποστολέα, αγνοήστε αυτό το μήνυμα· δεν θα λάβετε άλλο.',
  },
  en: {
    subject: (sender: string) => `${sender} invites you`,
    lines: (sender: string, shop: string, percent: number) => [
      'Hello,',
      `${sender} invites you to ${shop}.`,
      `Register with the link: when your first order completes you earn loyalty points and a ${percent}% coupon for your next one.`,
    ],
    comments: 'Their message:',
    code: 'Invitation code:',
    action: 'Register',
    footer: 'If you do not know the sender, ignore this message; you will not hear from us again.',
  },
} as const satisfies Record<Language, unknown>;

export interface InvitationMailInput {
  to: string;
  language: Language;
  /** The sender's name, else their e-mail. */
  sender: string;
  comments: string | null;
  code: string;
  url: string;
  shopName: string;
  couponPercent: number;
}

/** The invitation in the sender's language; everything from data is escaped. */
export function renderInvitationMail(input: InvitationMailInput): OutgoingMail {
  const text = TEXTS[input.language];
  const subject = `${text.subject(input.sender)} · ${input.shopName}`;
  const lines = text.lines(input.sender, input.shopName, input.couponPercent);
  const small = 'font-size:12px;color:#6b7280';
  const note = input.comments
    ? `<p>${escapeHtml(text.comments)}</p>\n<blockquote style="margin:0 0 1em 0;padding-left:12px;border-left:3px solid #d1d5db">${escapeHtml(input.comments)}</blockquote>\n`
    : '';
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${note}<p>${escapeHtml(text.code)} <strong>${escapeHtml(input.code)}</strong></p>
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(text.action)}</a></p>
<p style="${small}">${escapeHtml(input.url)}</p>
<p style="${small}">${escapeHtml(text.footer)}</p>
</body></html>`;
  const plain = [
    ...lines,
    ...(input.comments ? ['', text.comments, input.comments] : []),
    '',
    `${text.code} ${input.code}`,
    `${text.action}: ${input.url}`,
    '',
    text.footer,
  ].join('\n');
  return { to: input.to, subject, html, text: plain };
}
