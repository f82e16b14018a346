import type { Language } from '@shop/contract';
import type { DocumentKind, DocumentLine, TransmissionState } from './types.ts';

/** What a document's PDF and mail say, in each language the shop speaks. */
export interface DocumentTexts {
  title: Record<DocumentKind, string>;
  series: string;
  number: string;
  date: string;
  order: string;
  buyer: string;
  vatNumber: string;
  taxOffice: string;
  activity: string;
  gemi: string;
  description: string;
  quantity: string;
  vatRate: string;
  net: string;
  vat: string;
  total: string;
  lineType: Record<Exclude<DocumentLine['type'], 'goods'>, string>;
  vatAnalysis: string;
  totals: string;
  totalNet: string;
  totalVat: string;
  totalGross: string;
  payments: string;
  paymentType: Record<number, string>;
  credits: (title: string, series: string, number: number, mark: string | null) => string;
  mark: string;
  uid: string;
  transmission: Record<Exclude<TransmissionState, 'transmitted'>, string>;
  mailSubject: (title: string, number: string, orderCode: string) => string;
  mailBody: (name: string, title: string, orderCode: string) => string[];
}

export const DOCUMENT_TEXTS: Readonly<Record<Language, DocumentTexts>> = {
  el: {
    title: {
      receipt: 'Απόδειξη Λιανικής Πώλησης',
      invoice: 'Τιμολόγιο Πώλησης',
      eu_invoice: 'Τιμολόγιο Πώλησης / Ενδοκοινοτικές Παραδόσεις',
      credit_receipt: 'Πιστωτικό Στοιχείο Λιανικής',
      credit_invoice: 'Πιστωτικό Τιμολόγιο',
    },
    series: 'Σειρά',
    number: 'Αριθμός',
    date: 'Ημερομηνία',
    order: 'Παραγγελία',
    buyer: 'Πελάτης',
    vatNumber: 'ΑΦΜ',
    taxOffice: 'ΔΟΥ',
    activity: 'Δραστηριότητα',
    gemi: 'ΓΕΜΗ',
    description: 'Περιγραφή',
    quantity: 'Ποσ.',
    vatRate: 'ΦΠΑ %',
    net: 'Καθαρή αξία',
    vat: 'ΦΠΑ',
    total: 'Σύνολο',
    lineType: {
      voucher: 'Δωροκάρτα (εκτός ΦΠΑ)',
      shipping: 'Μεταφορικά',
      payment_fee: 'Έξοδα αντικαταβολής',
    },
    vatAnalysis: 'Ανάλυση ΦΠΑ',
    totals: 'Σύνολα',
    totalNet: 'Καθαρή αξία',
    totalVat: 'ΦΠΑ',
    totalGross: 'Πληρωτέο',
    payments: 'Τρόπος πληρωμής',
    paymentType: {
      1: 'Κατάθεση σε τραπεζικό λογαριασμό',
      3: 'Μετρητά (αντικαταβολή)',
      5: 'Δωροκάρτα (προπληρωμένη)',
      6: 'Web banking',
      7: 'Κάρτα (e-POS)',
      8: 'IRIS',
    },
    credits: (title, series, number, mark) =>
      `Πιστώνει: ${title} ${series} αρ. ${number}${mark ? `, ΜΑΡΚ ${mark}` : ''}`,
    mark: 'ΜΑΡΚ',
    uid: 'UID',
    transmission: {
      pending: 'Η διαβίβαση στην ΑΑΔΕ (myDATA) εκκρεμεί',
      rejected: 'Η διαβίβαση στην ΑΑΔΕ (myDATA) εκκρεμεί',
      not_configured: 'Δεν διαβιβάστηκε στην ΑΑΔΕ (myDATA): δεν έχει ρυθμιστεί',
    },
    mailSubject: (title, number, orderCode) => `${title} ${number} – παραγγελία ${orderCode}`,
    mailBody: (name, title, orderCode) => [
      name ? `Γεια σας ${name},` : 'Γεια σας,',
      `Σας επισυνάπτουμε: ${title} για την παραγγελία ${orderCode}.`,
      'Θα τη βρείτε και στη σελίδα της παραγγελίας σας.',
    ],
  },
  en: {
    title: {
      receipt: 'Retail receipt',
      invoice: 'Sales invoice',
      eu_invoice: 'Sales invoice / intra-community supply',
      credit_receipt: 'Retail credit note',
      credit_invoice: 'Credit invoice',
    },
    series: 'Series',
    number: 'Number',
    date: 'Date',
    order: 'Order',
    buyer: 'Customer',
    vatNumber: 'VAT no.',
    taxOffice: 'Tax office',
    activity: 'Activity',
    gemi: 'GEMI',
    description: 'Description',
    quantity: 'Qty',
    vatRate: 'VAT %',
    net: 'Net value',
    vat: 'VAT',
    total: 'Total',
    lineType: {
      voucher: 'Gift card (outside VAT)',
      shipping: 'Shipping',
      payment_fee: 'Cash on delivery fee',
    },
    vatAnalysis: 'VAT analysis',
    totals: 'Totals',
    totalNet: 'Net value',
    totalVat: 'VAT',
    totalGross: 'Amount due',
    payments: 'Payment',
    paymentType: {
      1: 'Bank deposit',
      3: 'Cash (on delivery)',
      5: 'Gift card (prepaid)',
      6: 'Web banking',
      7: 'Card (e-POS)',
      8: 'IRIS',
    },
    credits: (title, series, number, mark) =>
      `Credits: ${title} ${series} no. ${number}${mark ? `, MARK ${mark}` : ''}`,
    mark: 'MARK',
    uid: 'UID',
    transmission: {
      pending: 'Transmission to AADE (myDATA) pending',
      rejected: 'Transmission to AADE (myDATA) pending',
      not_configured: 'Not transmitted to AADE (myDATA): not configured',
    },
    mailSubject: (title, number, orderCode) => `${title} ${number} – order ${orderCode}`,
    mailBody: (name, title, orderCode) => [
      name ? `Hello ${name},` : 'Hello,',
      `Attached: the ${title.toLowerCase()} of your order ${orderCode}.`,
      'You will also find it on the page of your order.',
    ],
  },
};
