import { centsToEuros, formatEuros, isDeletedAccountEmail, type Language } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailService } from '../mail/index.ts';

/** The steps of a return the customer hears of. */
export type ReturnMailStep = 'requested' | 'approved' | 'in_transit' | 'rejected' | 'received' | 'refunded';

export interface ReturnMail {
  step: ReturnMailStep;
  to: string;
  language: Language;
  orderCode: string;
  returnId: number;
  /** Staff's reason for a rejection. */
  note?: string | null;
  /** The money back and the points moved, for the refund's mail. */
  refund?: { cents: number; pointsBack: number; pointsTakenBack: number };
}

const TEXTS = {
  el: {
    subject: (code: string) => `Η επιστροφή σας για την παραγγελία ${code}`,
    requested: (code: string, id: number) =>
      `Λάβαμε το αίτημα επιστροφής #${id} για την παραγγελία ${code}. Θα σας ενημερώσουμε μόλις το εξετάσουμε.`,
    approved: (code: string, id: number) =>
      `Η επιστροφή #${id} της παραγγελίας ${code} εγκρίθηκε. Στείλτε μας τα προϊόντα με τον τρόπο που επιλέξατε· για παραλαβή με courier ή locker, το voucher επιστροφής και η ετικέτα του βρίσκονται στη σελίδα της επιστροφής.`,
    in_transit: (code: string, id: number) =>
      `Τα προϊόντα της επιστροφής #${id} (παραγγελία ${code}) είναι καθ' οδόν προς εμάς. Θα σας ενημερώσουμε μόλις τα παραλάβουμε.`,
    rejected: (code: string, id: number) => `Η επιστροφή #${id} της παραγγελίας ${code} δεν εγκρίθηκε.`,
    reason: (note: string) => `Αιτιολογία: ${note}`,
    received: (code: string, id: number) =>
      `Παραλάβαμε τα προϊόντα της επιστροφής #${id} (παραγγελία ${code}). Η επιστροφή χρημάτων ακολουθεί.`,
    refunded: (code: string, id: number, amount: string) =>
      `Σας επιστρέψαμε ${amount} για την επιστροφή #${id} της παραγγελίας ${code}, με τον τρόπο που πληρώσατε. Το πιστωτικό παραστατικό θα σας σταλεί χωριστά.`,
    points: (back: number, taken: number) =>
      `Πόντοι: ${back} σας επιστράφηκαν, ${taken} αφαιρέθηκαν (όσους κερδίσατε με τα προϊόντα που επιστρέψατε).`,
  },
  en: {
    subject: (code: string) => `Your return for order ${code}`,
    requested: (code: string, id: number) =>
      `We have received return request #${id} for order ${code}. We will let you know once we have looked at it.`,
    approved: (code: string, id: number) =>
      `Return #${id} of order ${code} is approved. Send us the products the way you chose; for a courier pickup or a locker, the return voucher and its label are on the return's page.`,
    in_transit: (code: string, id: number) =>
      `The products of return #${id} (order ${code}) are on their way to us. We will let you know once they arrive.`,
    rejected: (code: string, id: number) => `Return #${id} of order ${code} was not approved.`,
    reason: (note: string) => `Reason: ${note}`,
    received: (code: string, id: number) =>
      `We have received the products of return #${id} (order ${code}). The refund follows.`,
    refunded: (code: string, id: number, amount: string) =>
      `We have refunded ${amount} for return #${id} of order ${code}, by the means you paid with. The credit note is sent separately.`,
    points: (back: number, taken: number) =>
      `Points: ${back} given back to you, ${taken} taken back (those the returned products earned).`,
  },
} as const;

function paragraphsOf(mail: ReturnMail): string[] {
  const texts = TEXTS[mail.language];
  const { orderCode: code, returnId: id } = mail;
  switch (mail.step) {
    case 'requested':
      return [texts.requested(code, id)];
    case 'approved':
      return [texts.approved(code, id)];
    case 'in_transit':
      return [texts.in_transit(code, id)];
    case 'rejected':
      return [texts.rejected(code, id), ...(mail.note ? [texts.reason(mail.note)] : [])];
    case 'received':
      return [texts.received(code, id)];
    case 'refunded': {
      const refund = mail.refund ?? { cents: 0, pointsBack: 0, pointsTakenBack: 0 };
      const moved = refund.pointsBack > 0 || refund.pointsTakenBack > 0;
      return [
        texts.refunded(code, id, formatEuros(centsToEuros(refund.cents), mail.language)),
        ...(moved ? [texts.points(refund.pointsBack, refund.pointsTakenBack)] : []),
      ];
    }
  }
}

/** Writes the mail of a return's step in the step's own transaction, in the order's language. */
export async function sendReturnMail(tx: Db, mailer: MailService, mail: ReturnMail): Promise<void> {
  // A deleted account's kept order reaches no one (decision 024).
  if (isDeletedAccountEmail(mail.to)) return;
  const paragraphs = paragraphsOf(mail);
  await mailer.sendIn(tx, {
    to: mail.to,
    subject: TEXTS[mail.language].subject(mail.orderCode),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  });
}
