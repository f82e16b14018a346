import { centsToEuros, formatEuros, type Language } from '@shop/contract';
import { escapeHtml } from '../../lib/html.ts';
import { translatorOf } from '../../lib/messages.ts';

/** What the shopper can do on the sandbox's page; the last two exist for testing the races. */
export const SANDBOX_ACTIONS = [
  'approve',
  'decline',
  'abandon',
  'approve_delayed',
  'approve_duplicated',
] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

const texts = translatorOf({
  el: {
    title: 'Δοκιμαστική πληρωμή',
    intro: 'Αυτή είναι η δοκιμαστική σελίδα πληρωμής του καταστήματος. Καμία κάρτα δεν χρεώνεται.',
    order: 'Παραγγελία',
    amount: 'Ποσό',
    approve: 'Έγκριση πληρωμής',
    decline: 'Απόρριψη κάρτας',
    abandon: 'Εγκατάλειψη πληρωμής',
    approve_delayed: 'Έγκριση, με καθυστερημένη ειδοποίηση',
    approve_duplicated: 'Έγκριση, με διπλή ειδοποίηση',
    testing: 'Για δοκιμές',
    closed_title: 'Η πληρωμή δεν είναι διαθέσιμη',
    closed: 'Αυτή η πληρωμή έχει ήδη ολοκληρωθεί ή η παραγγελία δεν περιμένει πια πληρωμή.',
  },
  en: {
    title: 'Test payment',
    intro: "This is the shop's test payment page. No card is charged.",
    order: 'Order',
    amount: 'Amount',
    approve: 'Approve payment',
    decline: 'Decline card',
    abandon: 'Abandon payment',
    approve_delayed: 'Approve, with a delayed notification',
    approve_duplicated: 'Approve, with a duplicated notification',
    testing: 'For testing',
    closed_title: 'The payment is not available',
    closed: 'This payment has been completed already, or the order no longer waits for a payment.',
  },
});

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f5;color:#1b2b25;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#55675f}dd{margin:0;font-weight:600}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;
border-radius:.5rem;border:1px solid #1f6f54;background:#fff;color:#1f6f54;font-size:1rem;cursor:pointer}
button[value=approve]{background:#1f6f54;color:#fff}fieldset{border:1px dashed #99a9a2;border-radius:.5rem;margin-top:1rem}`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface SandboxPageInput {
  language: Language;
  reference: string;
  orderCode: string;
  amountCents: number;
  /** Where the buttons post. */
  action: string;
}

/** The hosted payment page: the order, its amount and one button per way the payment can go. */
export function renderSandboxPage(input: SandboxPageInput): string {
  const t = (key: Parameters<typeof texts>[1]) => escapeHtml(texts(input.language, key));
  const button = (action: SandboxAction) =>
    `<button type="submit" name="decision" value="${action}">${t(action)}</button>`;
  return page(
    input.language,
    texts(input.language, 'title'),
    `<h1>${t('title')}</h1><p>${t('intro')}</p>
<dl><dt>${t('order')}</dt><dd>${escapeHtml(input.orderCode)}</dd>
<dt>${t('amount')}</dt><dd>${escapeHtml(formatEuros(centsToEuros(input.amountCents), input.language))}</dd></dl>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="ref" value="${escapeHtml(input.reference)}">
${button('approve')}${button('decline')}${button('abandon')}
<fieldset><legend>${t('testing')}</legend>${button('approve_delayed')}${button('approve_duplicated')}</fieldset>
</form>`,
  );
}

/** The page of a payment that can no longer be decided. */
export function renderSandboxClosedPage(language: Language): string {
  const title = texts(language, 'closed_title');
  return page(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(texts(language, 'closed'))}</p>`,
  );
}
