import {
  type BankAccount,
  centsToEuros,
  DEFAULT_PATH_SETTINGS,
  formatEuros,
  type Language,
  localizePath,
  type ParcelLocker,
  type TakeawayStore,
} from '@shop/contract';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/index.ts';
import { type OrderMailSummary, renderOrderSummary } from './order-summary-mail.ts';

export type OrderMailKind =
  | 'received'
  | 'payment_failed'
  | 'shipped'
  | 'delivered'
  | 'ready_for_pickup'
  | 'cancelled';

/** What a mail says of its order; the extras only where the order has them. */
export interface OrderMailInput {
  /** The shop's name in the mail's language, ending its subject. */
  shopName: string;
  kind: OrderMailKind;
  language: Language;
  to: string;
  name: string;
  uid: string;
  code: string;
  totalCents: number;
  publicUrl: string;
  /** For a bank deposit not yet paid. */
  banks?: BankAccount[];
  store?: TakeawayStore | null;
  locker?: ParcelLocker | null;
  /** The tracking number of a shipment, or the reason of a change. */
  note?: string | null;
  /** The lines, discounts, charges, delivery, payment and invoice: told when the order is received. */
  summary?: OrderMailSummary;
}

interface MailText {
  subject: (code: string) => string;
  lines: (input: OrderMailInput, total: string) => string[];
}

const COMMON = {
  el: {
    greeting: (name: string) => (name ? `Γεια σας ${name},` : 'Γεια σας,'),
    action: 'Δείτε την παραγγελία',
    footer: 'Για κάθε ερώτηση, το τηλεφωνικό μας κέντρο είναι ανοιχτό Δευτέρα-Παρασκευή 09:00-17:00.',
    banks: 'Καταθέστε το ποσό σε έναν από τους λογαριασμούς μας με αιτιολογία τον κωδικό της παραγγελίας:',
    bankDeadline: 'Η παραγγελία ακυρώνεται αν η κατάθεση δεν φτάσει σε 3 εργάσιμες.',
    store: 'Παραλαβή από:',
    hours: 'Ώρες λειτουργίας:',
    locker: 'Το δέμα θα σταλεί στο locker:',
  },
  en: {
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    action: 'View the order',
    footer: 'For any question, our call centre is open Monday to Friday, 09:00-17:00.',
    banks: 'Pay the amount into one of our accounts with the order code as the reference:',
    bankDeadline: 'The order is cancelled if the deposit does not arrive within 3 working days.',
    store: 'Pick up at:',
    hours: 'Opening hours:',
    locker: 'The parcel goes to the locker:',
  },
} as const;

const TEXTS: Record<OrderMailKind, Record<Language, MailText>> = {
  received: {
    el: {
      subject: (code) => `Λάβαμε την παραγγελία σας ${code}`,
      lines: (input, total) => [`Ευχαριστούμε! Λάβαμε την παραγγελία σας ${input.code}, σύνολο ${total}.`],
    },
    en: {
      subject: (code) => `We received your order ${code}`,
      lines: (input, total) => [`Thank you! We received your order ${input.code}, total ${total}.`],
    },
  },
  payment_failed: {
    el: {
      subject: (code) => `Η πληρωμή της παραγγελίας ${code} απέτυχε`,
      lines: (input) => [
        `Η πληρωμή της παραγγελίας ${input.code} δεν ολοκληρώθηκε και η παραγγελία ακυρώθηκε. Δεν χρεωθήκατε.`,
        'Μπορείτε να την καταχωρίσετε ξανά από το καλάθι σας.',
      ],
    },
    en: {
      subject: (code) => `The payment for order ${code} failed`,
      lines: (input) => [
        `The payment for order ${input.code} did not go through and the order was cancelled. You were not charged.`,
        'You can place it again from your cart.',
      ],
    },
  },
  shipped: {
    el: {
      subject: (code) => `Η παραγγελία ${code} στάλθηκε`,
      lines: (input) => [
        `Η παραγγελία σας ${input.code} παραδόθηκε στην εταιρεία courier.`,
        ...(input.note ? [`Αριθμός αποστολής: ${input.note}`] : []),
      ],
    },
    en: {
      subject: (code) => `Order ${code} is on its way`,
      lines: (input) => [
        `Your order ${input.code} was handed to the courier.`,
        ...(input.note ? [`Tracking number: ${input.note}`] : []),
      ],
    },
  },
  delivered: {
    el: {
      subject: (code) => `Η παραγγελία ${code} παραδόθηκε`,
      lines: (input) => [
        `Η μεταφορική παρέδωσε την παραγγελία σας ${input.code}.`,
        'Αν κάτι λείπει ή δεν είναι σωστό, απαντήστε σε αυτό το μήνυμα.',
      ],
    },
    en: {
      subject: (code) => `Order ${code} was delivered`,
      lines: (input) => [
        `The courier delivered your order ${input.code}.`,
        'If anything is missing or wrong, reply to this message.',
      ],
    },
  },
  ready_for_pickup: {
    el: {
      subject: (code) => `Η παραγγελία ${code} είναι έτοιμη για παραλαβή`,
      lines: (input) => [`Η παραγγελία σας ${input.code} σας περιμένει.`],
    },
    en: {
      subject: (code) => `Order ${code} is ready for pick-up`,
      lines: (input) => [`Your order ${input.code} is waiting for you.`],
    },
  },
  cancelled: {
    el: {
      subject: (code) => `Η παραγγελία ${code} ακυρώθηκε`,
      lines: (input) => [
        `Η παραγγελία σας ${input.code} ακυρώθηκε.`,
        ...(input.note ? [input.note] : []),
        'Αν πληρώσατε ήδη, το ποσό θα επιστραφεί στον ίδιο τρόπο πληρωμής.',
      ],
    },
    en: {
      subject: (code) => `Order ${code} was cancelled`,
      lines: (input) => [
        `Your order ${input.code} was cancelled.`,
        ...(input.note ? [input.note] : []),
        'If you have already paid, the amount is refunded to the same payment method.',
      ],
    },
  },
};

function extras(input: OrderMailInput): string[] {
  const common = COMMON[input.language];
  const lines: string[] = [];
  if (input.banks && input.banks.length > 0) {
    lines.push(
      common.banks,
      ...input.banks.map((bank) => `${bank.bank}: ${bank.iban} (${bank.beneficiary})`),
    );
    lines.push(common.bankDeadline);
  }
  if (input.store) {
    lines.push(
      `${common.store} ${input.store.nm}, ${input.store.adr}, ${input.store.pc} ${input.store.ct}, ${input.store.tel}`,
    );
    lines.push(`${common.hours} ${input.store.hours.join(', ')}`);
  }
  if (input.locker) {
    lines.push(
      `${common.locker} ${input.locker.nm}, ${input.locker.adr}, ${input.locker.pc} ${input.locker.ct}`,
    );
  }
  return lines;
}

/** An order mail in the order's language, as HTML and plain text; data is escaped. */
export function renderOrderMail(input: OrderMailInput): OutgoingMail {
  const text = TEXTS[input.kind][input.language];
  const common = COMMON[input.language];
  const total = formatEuros(centsToEuros(input.totalCents), input.language);
  const url = `${input.publicUrl}${localizePath(input.language, `/track-order/${input.uid}`, DEFAULT_PATH_SETTINGS)}`;
  const subject = `${text.subject(input.code)} · ${input.shopName}`;
  const greeting = common.greeting(input.name);
  const body = [...text.lines(input, total), ...extras(input)];
  const summary = input.summary && renderOrderSummary(input.summary, input.language);
  const html = `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${summary?.html ?? ''}
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(common.action)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(url)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(common.footer)}</p>
</body></html>`;
  const plain = [
    greeting,
    '',
    ...body,
    ...(summary ? ['', ...summary.text] : []),
    '',
    `${common.action}: ${url}`,
    '',
    common.footer,
  ].join('\n');
  return { to: input.to, subject, html, text: plain };
}
