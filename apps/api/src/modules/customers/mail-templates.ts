import { DEFAULT_PATH_SETTINGS, type Language, localizePath } from '@shop/contract';
import { greekVocative } from '../../lib/greek-vocative.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/index.ts';

export type CustomerMailKind =
  | 'verification'
  | 'password_reset'
  | 'password_changed'
  | 'welcome'
  | 'account_exists';

interface MailText {
  subject: string;
  greeting: (name: string | null) => string;
  lines: string[];
  action: string;
  footer: string;
}

const TEXTS: Record<CustomerMailKind, Record<Language, MailText>> = {
  verification: {
    el: {
      subject: 'Επιβεβαιώστε τον λογαριασμό σας',
      greeting: (name) => (name ? `Γεια σας ${greekVocative(name)},` : 'Γεια σας,'),
      lines: [
        'Ευχαριστούμε για την εγγραφή σας.',
        'Πατήστε τον σύνδεσμο για να επιβεβαιώσετε το email σας. Ο σύνδεσμος ισχύει 48 ώρες και μία φορά.',
      ],
      action: 'Επιβεβαίωση λογαριασμού',
      footer: 'Αν δεν κάνατε εσείς την εγγραφή, αγνοήστε αυτό το μήνυμα.',
    },
    en: {
      subject: 'Verify your account',
      greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
      lines: [
        'Thank you for registering.',
        'Follow the link to verify your email address. The link works once, within 48 hours.',
      ],
      action: 'Verify account',
      footer: 'If you did not register, ignore this message.',
    },
  },
  password_reset: {
    el: {
      subject: 'Ορισμός νέου κωδικού',
      greeting: (name) => (name ? `Γεια σας ${greekVocative(name)},` : 'Γεια σας,'),
      lines: [
        'Ζητήσατε να ορίσετε νέο κωδικό.',
        'Πατήστε τον σύνδεσμο για να ορίσετε νέο κωδικό. Ο σύνδεσμος ισχύει 60 λεπτά και μία φορά.',
      ],
      action: 'Νέος κωδικός',
      footer: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα· ο κωδικός σας δεν αλλάζει.',
    },
    en: {
      subject: 'Set a new password',
      greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
      lines: [
        'You asked to set a new password.',
        'Follow the link to choose a new password. The link works once, within 60 minutes.',
      ],
      action: 'New password',
      footer: 'If you did not ask for this, ignore this message; your password stays the same.',
    },
  },
  password_changed: {
    el: {
      subject: 'Ο κωδικός σας άλλαξε',
      greeting: (name) => (name ? `Γεια σας ${greekVocative(name)},` : 'Γεια σας,'),
      lines: [
        'Ο κωδικός του λογαριασμού σας μόλις άλλαξε και οι άλλες συνδέσεις σας τερματίστηκαν.',
        'Αν δεν το κάνατε εσείς, ορίστε αμέσως νέο κωδικό από τον σύνδεσμο και επικοινωνήστε μαζί μας.',
      ],
      action: 'Νέος κωδικός',
      footer: 'Το τηλεφωνικό μας κέντρο είναι ανοιχτό Δευτέρα-Παρασκευή 09:00-17:00.',
    },
    en: {
      subject: 'Your password was changed',
      greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
      lines: [
        'The password of your account has just been changed and your other sessions were ended.',
        'If this was not you, set a new password at once from the link and contact us.',
      ],
      action: 'New password',
      footer: 'Our call centre is open Monday to Friday, 09:00-17:00.',
    },
  },
  account_exists: {
    el: {
      subject: 'Έχετε ήδη λογαριασμό',
      greeting: (name) => (name ? `Γεια σας ${greekVocative(name)},` : 'Γεια σας,'),
      lines: [
        'Κάποιος, ίσως εσείς, ζήτησε να εγγραφεί με αυτό το email, όμως υπάρχει ήδη λογαριασμός με αυτό.',
        'Συνδεθείτε με τον λογαριασμό σας. Αν δεν θυμάστε τον κωδικό, πατήστε «Ξεχάσατε τον κωδικό σας;» στη σελίδα σύνδεσης.',
      ],
      action: 'Σύνδεση',
      footer: 'Αν δεν το κάνατε εσείς, αγνοήστε αυτό το μήνυμα· ο λογαριασμός σας δεν άλλαξε.',
    },
    en: {
      subject: 'You already have an account',
      greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
      lines: [
        'Someone, perhaps you, tried to register with this email address, which already has an account.',
        'Sign in with your account. If you do not remember the password, choose "Forgot your password?" on the sign-in page.',
      ],
      action: 'Sign in',
      footer: 'If this was not you, ignore this message; nothing about your account has changed.',
    },
  },
  welcome: {
    el: {
      subject: 'Καλώς ήρθατε',
      greeting: (name) => (name ? `Καλώς ήρθατε ${greekVocative(name)},` : 'Καλώς ήρθατε,'),
      lines: [
        'Ο λογαριασμός σας είναι έτοιμος.',
        'Στο προφίλ σας θα βρείτε τις παραγγελίες, τις διευθύνσεις και τις λίστες αγαπημένων σας.',
      ],
      action: 'Το προφίλ μου',
      footer: 'Για οποιαδήποτε απορία, το τηλεφωνικό μας κέντρο είναι ανοιχτό Δευτέρα-Παρασκευή 09:00-17:00.',
    },
    en: {
      subject: 'Welcome',
      greeting: (name) => (name ? `Welcome ${name},` : 'Welcome,'),
      lines: ['Your account is ready.', 'Your profile holds your orders, addresses and wishlists.'],
      action: 'My profile',
      footer: 'For any question, our call centre is open Monday to Friday, 09:00-17:00.',
    },
  },
};

/** The storefront route of each mail's button (spec 000 §2). */
function actionPath(kind: CustomerMailKind, guid: string | undefined): string {
  if (kind === 'verification') return `/verifyregistration/${guid}`;
  if (kind === 'password_reset') return `/resetpassword/${guid}`;
  if (kind === 'password_changed') return '/forgot-password';
  if (kind === 'account_exists') return '/login';
  return '/profile';
}

export interface CustomerMailInput {
  /** The shop's name in the mail's language, ending its subject. */
  shopName: string;
  kind: CustomerMailKind;
  language: Language;
  to: string;
  name: string | null;
  publicUrl: string;
  /** The single-use guid of a verification or reset link. */
  guid?: string;
}

/** A customer mail in the customer's language, as HTML and plain text; data is escaped. */
export function renderCustomerMail(input: CustomerMailInput): OutgoingMail {
  const text = TEXTS[input.kind][input.language];
  const url = `${input.publicUrl}${localizePath(input.language, actionPath(input.kind, input.guid), DEFAULT_PATH_SETTINGS)}`;
  const subject = `${text.subject} · ${input.shopName}`;
  const greeting = text.greeting(input.name);
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${text.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(text.action)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(url)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(text.footer)}</p>
</body></html>`;
  const plain = [greeting, '', ...text.lines, '', `${text.action}: ${url}`, '', text.footer].join('\n');
  return { to: input.to, subject, html, text: plain };
}
