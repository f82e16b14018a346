import type { ContentText } from '../../modules/content/content-writes.ts';

/** A demo question: its section, the content pages it is also shown on, and the storefront paths. */
export interface FaqSeed {
  section: 'shipping' | 'returns' | 'payments' | 'prescriptions';
  question: { el: string; en: string };
  answer: ContentText;
  /** Slugs of the content pages besides the FAQ page that show it. */
  pages: string[];
  /** Storefront paths that show it, in its section. */
  paths?: string[];
}

const md = (el: string, en: string): ContentText => ({ format: 'Markdown', el, en });

/** The demo's frequently asked questions, in the order the FAQ page shows them. */
export const FAQ_SEEDS: FaqSeed[] = [
  {
    section: 'shipping',
    question: { el: 'Πόσο κοστίζει η αποστολή;', en: 'How much does delivery cost?' },
    answer: md(
      'Με courier 3,50 € (στα νησιά +3 €), **δωρεάν για παραγγελίες από 39 €**. Σε locker BoxNow 2,50 €. Η παραλαβή από τα φαρμακεία μας στη Λάρισα και στη Λαμία είναι δωρεάν.',
      'By courier 3.50 € (islands +3 €), **free for orders from 39 €**. To a BoxNow locker 2.50 €. Pick-up at our pharmacies in Larissa and Lamia is free.',
    ),
    pages: ['shipping'],
    paths: ['/checkout-shipping-payment'],
  },
  {
    section: 'shipping',
    question: { el: 'Πότε θα παραλάβω την παραγγελία μου;', en: 'When will my order arrive?' },
    answer: md(
      'Σε 1-3 εργάσιμες για τα διαθέσιμα προϊόντα· οι παραγγελίες έως τις 14:00 φεύγουν την ίδια μέρα. Προϊόντα που δεν είναι άμεσα διαθέσιμα παραδίδονται σε 2-5 εργάσιμες.',
      'In 1-3 working days for products in stock; orders placed by 14:00 leave the same day. Products not immediately available are delivered in 2-5 working days.',
    ),
    pages: ['shipping'],
    paths: ['/checkout-shipping-payment'],
  },
  {
    section: 'shipping',
    question: { el: 'Μπορώ να παραλάβω από το φαρμακείο;', en: 'Can I collect my order at the pharmacy?' },
    answer: md(
      'Ναι. Διαλέξτε «Παραλαβή από το κατάστημα» στο ταμείο και το φαρμακείο (Λάρισα ή Λαμία). Θα σας ειδοποιήσουμε με email όταν η παραγγελία είναι έτοιμη.',
      'Yes. Choose "Pick-up at the store" at checkout and the pharmacy (Larissa or Lamia). We email you when the order is ready.',
    ),
    pages: ['shipping'],
  },
  {
    section: 'returns',
    question: { el: 'Μπορώ να επιστρέψω ένα προϊόν;', en: 'Can I return a product?' },
    answer: md(
      'Ναι, μέσα σε **14 ημέρες** από την παραλαβή, σφραγισμένο και στην αρχική του συσκευασία. Φάρμακα και ανοιγμένα προϊόντα δεν επιστρέφονται για λόγους ασφάλειας, εκτός αν ήρθαν ελαττωματικά ή λάθος.',
      'Yes, within **14 days** of delivery, sealed and in its original packaging. Medicines and opened products cannot be returned for safety reasons, unless they arrived faulty or wrong.',
    ),
    pages: ['returns'],
  },
  {
    section: 'returns',
    question: { el: 'Πότε θα πάρω πίσω τα χρήματά μου;', en: 'When do I get my money back?' },
    answer: md(
      'Μέσα σε 14 ημέρες από τη στιγμή που θα λάβουμε το προϊόν, με τον ίδιο τρόπο πληρωμής. Για αντικαταβολή, σε τραπεζικό λογαριασμό που θα μας υποδείξετε.',
      'Within 14 days of receiving the product, by the same means of payment. For cash on delivery, to a bank account you give us.',
    ),
    pages: ['returns'],
  },
  {
    section: 'payments',
    question: { el: 'Με ποιους τρόπους μπορώ να πληρώσω;', en: 'How can I pay?' },
    answer: md(
      'Με χρεωστική ή πιστωτική κάρτα, PayPal, αντικαταβολή (επιβάρυνση 2 €, έως 500 €) ή κατάθεση σε τράπεζα.',
      'By debit or credit card, PayPal, cash on delivery (2 € fee, up to 500 €) or bank deposit.',
    ),
    pages: ['payment-methods'],
    paths: ['/checkout-shipping-payment'],
  },
  {
    section: 'payments',
    question: { el: 'Είναι ασφαλής η πληρωμή με κάρτα;', en: 'Is paying by card safe?' },
    answer: md(
      'Ναι. Τα στοιχεία της κάρτας τα πληκτρολογείτε στη σελίδα της τράπεζας, με έλεγχο 3-D Secure· εμείς δεν τα βλέπουμε ούτε τα αποθηκεύουμε.',
      'Yes. You type your card details on the bank’s page, with 3-D Secure; we never see or store them.',
    ),
    pages: ['payment-methods'],
  },
  {
    section: 'payments',
    question: { el: 'Μπορώ να πληρώσω σε δόσεις;', en: 'Can I pay in instalments?' },
    answer: md(
      'Ναι, μόνο με πιστωτική κάρτα. Ο αριθμός των δόσεων εμφανίζεται στη σελίδα πληρωμής της τράπεζας.',
      'Yes, with a credit card only. The number of instalments shows on the bank’s payment page.',
    ),
    pages: ['payment-methods'],
  },
  {
    section: 'prescriptions',
    question: {
      el: 'Μπορώ να παραγγείλω φάρμακα με συνταγή;',
      en: 'Can I order prescription medicines?',
    },
    answer: md(
      'Όχι. Στην Ελλάδα τα **συνταγογραφούμενα φάρμακα δεν πωλούνται ηλεκτρονικά**. Τα εκτελούμε μόνο στα φαρμακεία μας στη Λάρισα και στη Λαμία, με την ιατρική συνταγή (και την ηλεκτρονική).',
      'No. In Greece **prescription medicines cannot be sold online**. We dispense them only at our pharmacies in Larissa and Lamia, against the doctor’s prescription (e-prescriptions too).',
    ),
    pages: [],
    paths: ['/cart'],
  },
  {
    section: 'prescriptions',
    question: {
      el: 'Τι είναι τα μη συνταγογραφούμενα φάρμακα και το παραφαρμακείο;',
      en: 'What are non-prescription medicines and parapharmacy?',
    },
    answer: md(
      'Τα **μη συνταγογραφούμενα φάρμακα (ΜΗ.ΣΥ.ΦΑ.)** δίνονται χωρίς συνταγή, για ήπια προβλήματα όπως πονοκέφαλος ή κρυολόγημα, και τα πουλάμε ηλεκτρονικά σε λογικές ποσότητες. Το **παραφαρμακείο** περιλαμβάνει δερμοκαλλυντικά, συμπληρώματα διατροφής, βρεφικά και ιατροτεχνολογικά προϊόντα. Διαβάζετε πάντα το φύλλο οδηγιών και ρωτάτε τον φαρμακοποιό αν έχετε απορία.',
      '**Non-prescription (over-the-counter) medicines** are given without a prescription, for mild complaints such as a headache or a cold, and we sell them online in sensible quantities. **Parapharmacy** covers dermocosmetics, food supplements, baby care and medical devices. Always read the package leaflet and ask the pharmacist if in doubt.',
    ),
    pages: [],
    paths: ['/cart'],
  },
  {
    section: 'prescriptions',
    question: {
      el: 'Μπορώ να ρωτήσω έναν φαρμακοποιό πριν αγοράσω;',
      en: 'Can I ask a pharmacist before buying?',
    },
    answer: md(
      'Βεβαίως. Μέσω της υπηρεσίας [Pharmatron](/pages/pharmatron) οι φαρμακοποιοί μας απαντούν δωρεάν, Δευτέρα έως Παρασκευή 09:00-17:00.',
      'Of course. Through our [Pharmatron](/en/pages/pharmatron) service our pharmacists answer free of charge, Monday to Friday 09:00-17:00.',
    ),
    pages: ['pharmatron'],
  },
];
