import type { Language } from '@shop/contract';
import { greekVocative } from '../../lib/greek-vocative.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/index.ts';

interface DeletionText {
  subject: string;
  greeting: (name: string | null) => string;
  lines: (retentionYears: number) => string[];
  footer: string;
}

const TEXTS: Record<Language, DeletionText> = {
  el: {
    subject: 'Ο λογαριασμός σας διαγράφηκε',
    greeting: (name) => (name ? `Γεια σας ${greekVocative(name)},` : 'Γεια σας,'),
    lines: (years) => [
      'Όπως ζητήσατε, διαγράψαμε τον λογαριασμό σας. Τα στοιχεία σας, οι διευθύνσεις, οι λίστες αγαπημένων, το καλάθι και η εγγραφή σας στο newsletter διαγράφηκαν, και οι πόντοι σας ακυρώθηκαν.',
      `Οι παραγγελίες και τα παραστατικά σας φυλάσσονται ανώνυμα για ${years} χρόνια, όπως ορίζει η φορολογική νομοθεσία, και μετά διαγράφονται.`,
      'Μπορείτε να δημιουργήσετε νέο λογαριασμό με το ίδιο email όποτε θέλετε.',
    ],
    footer: 'Αν δεν το ζητήσατε εσείς, επικοινωνήστε αμέσως μαζί μας. Δευτέρα-Παρασκευή 09:00-17:00.',
  },
  en: {
    subject: 'Your account has been deleted',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    lines: (years) => [
      'As you asked, we have deleted your account. Your details, addresses, wishlists, cart and newsletter subscription were erased, and your points were forfeited.',
      `Your orders and invoices are kept anonymised for ${years} years, as tax law requires, and then deleted.`,
      'You may open a new account with the same email whenever you like.',
    ],
    footer: 'If you did not ask for this, contact us at once. Monday to Friday, 09:00-17:00.',
  },
};

export interface DeletionMailInput {
  language: Language;
  to: string;
  name: string | null;
  /** The shop's name in the mail's language, ending its subject. */
  shopName: string;
  retentionYears: number;
}

/** The last mail to the address of a deleted account, written before the address is erased. */
export function renderAccountDeletedMail(input: DeletionMailInput): OutgoingMail {
  const text = TEXTS[input.language];
  const subject = `${text.subject} · ${input.shopName}`;
  const greeting = text.greeting(input.name);
  const lines = text.lines(input.retentionYears);
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p style="font-size:12px;color:#6b7280">${escapeHtml(text.footer)}</p>
</body></html>`;
  const plain = [greeting, '', ...lines, '', text.footer].join('\n');
  return { to: input.to, subject, html, text: plain };
}
