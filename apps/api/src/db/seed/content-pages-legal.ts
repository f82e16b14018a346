import type { ContentPageInput } from '../../modules/content/pages-writes.ts';

/**
 * The demo's legal pages, in Greek and English: terms of use, privacy (GDPR) and cookies. The
 * pharmacy's legal details they mention are the demo's; a shop edits these pages with its own.
 */
export const LEGAL_PAGES: ContentPageInput[] = [
  {
    eurl: { el: 'terms-of-use' },
    title: { el: 'Όροι χρήσης', en: 'Terms of use' },
    description: {
      el: 'Οι όροι με τους οποίους αγοράζετε από το ηλεκτρονικό μας φαρμακείο: παραγγελίες, τιμές, αποστολή, επιστροφές και ευθύνη.',
      en: 'The terms on which you buy from our online pharmacy: orders, prices, delivery, returns and liability.',
    },
    body: {
      format: 'Markdown',
      el: `Καλώς ήρθατε στο ηλεκτρονικό μας φαρμακείο. Με την περιήγηση και τις αγορές σας αποδέχεστε τους παρακάτω όρους. Σας παρακαλούμε να τους διαβάσετε προσεκτικά.

## Ποιοι είμαστε

Το κατάστημα λειτουργεί από νόμιμα αδειοδοτημένο φαρμακείο με υπεύθυνη φαρμακοποιό, όπως ορίζει η ελληνική νομοθεσία για τα ηλεκτρονικά φαρμακεία. Τα νομικά μας στοιχεία (επωνυμία, άδεια, ΑΦΜ, ΓΕΜΗ) θα τα βρείτε στη σελίδα [Ποιοι είμαστε](/pages/who-we-are).

## Τι πουλάμε

- Μη συνταγογραφούμενα φάρμακα (ΜΗ.ΣΥ.ΦΑ.), σύμφωνα με τον κατάλογο του ΕΟΦ.
- Προϊόντα παραφαρμακείου: δερμοκαλλυντικά, συμπληρώματα διατροφής, βρεφικά, ιατροτεχνολογικά προϊόντα.

Τα **συνταγογραφούμενα φάρμακα δεν πωλούνται ηλεκτρονικά**. Τα εκτελούμε μόνο στο φαρμακείο, με την ιατρική συνταγή.

## Παραγγελίες και τιμές

Οι τιμές είναι σε ευρώ και περιλαμβάνουν ΦΠΑ. Η σύμβαση συνάπτεται όταν σας στείλουμε την επιβεβαίωση της παραγγελίας. Μπορούμε να περιορίσουμε την ποσότητα ενός μη συνταγογραφούμενου φαρμάκου ανά παραγγελία, για την ασφάλειά σας, και ο φαρμακοποιός μπορεί να επικοινωνήσει μαζί σας πριν την αποστολή.

## Αποστολή, επιστροφές, πληρωμή

Οι χρόνοι και τα κόστη αποστολής περιγράφονται στη σελίδα [Αποστολή](/pages/shipping). Έχετε δικαίωμα υπαναχώρησης **14 ημερών** ([Επιστροφές](/pages/returns)). Οι τρόποι πληρωμής βρίσκονται στη σελίδα [Τρόποι πληρωμής](/pages/payment-methods).

## Πληροφορίες υγείας

Τα κείμενα του καταστήματος είναι ενημερωτικά και δεν αντικαθιστούν τη συμβουλή του γιατρού ή του φαρμακοποιού σας. Διαβάζετε πάντα το φύλλο οδηγιών πριν χρησιμοποιήσετε ένα φάρμακο.

## Εφαρμοστέο δίκαιο

Ισχύει το ελληνικό δίκαιο. Για κάθε διαφορά μπορείτε να απευθυνθείτε στον Συνήγορο του Καταναλωτή ή στην ευρωπαϊκή πλατφόρμα επίλυσης διαφορών.`,
      en: `Welcome to our online pharmacy. By browsing and buying you accept the terms below. Please read them carefully.

## Who we are

The shop is run by a licensed pharmacy with a responsible pharmacist, as Greek law requires of online pharmacies. Our legal details (name, licence, tax number, GEMI number) are on the [Who we are](/en/pages/who-we-are) page.

## What we sell

- Non-prescription medicines (OTC), as listed by the National Organisation for Medicines (EOF).
- Parapharmacy products: dermocosmetics, food supplements, baby care and medical devices.

**Prescription medicines are not sold online.** We dispense them only at the pharmacy, against the doctor's prescription.

## Orders and prices

Prices are in euros and include VAT. The contract is made when we send you the order confirmation. We may limit the quantity of a non-prescription medicine per order for your safety, and the pharmacist may contact you before dispatch.

## Delivery, returns, payment

Delivery times and costs are on the [Shipping](/en/pages/shipping) page. You may withdraw within **14 days** ([Returns](/en/pages/returns)). The ways to pay are on the [Payment methods](/en/pages/payment-methods) page.

## Health information

The shop's texts are for information and do not replace the advice of your doctor or pharmacist. Always read the package leaflet before using a medicine.

## Governing law

Greek law applies. For any dispute you may turn to the Greek Consumer Ombudsman or the EU online dispute resolution platform.`,
    },
  },
  {
    eurl: { el: 'privacy-policy' },
    title: { el: 'Πολιτική απορρήτου', en: 'Privacy policy' },
    description: {
      el: 'Πώς επεξεργαζόμαστε τα προσωπικά σας δεδομένα σύμφωνα με τον Γενικό Κανονισμό (ΕΕ) 2016/679 (GDPR) και ποια δικαιώματα έχετε.',
      en: 'How we process your personal data under the General Data Protection Regulation (EU) 2016/679 (GDPR), and your rights.',
    },
    body: {
      format: 'Markdown',
      el: `Υπεύθυνος επεξεργασίας είναι το φαρμακείο που λειτουργεί το κατάστημα (στοιχεία στη σελίδα [Ποιοι είμαστε](/pages/who-we-are)). Επεξεργαζόμαστε τα δεδομένα σας σύμφωνα με τον Κανονισμό (ΕΕ) 2016/679 (GDPR) και τον ν. 4624/2019.

## Ποια δεδομένα συλλέγουμε

- Στοιχεία λογαριασμού και παραγγελίας: όνομα, email, τηλέφωνο, διευθύνσεις, ιστορικό αγορών.
- Στοιχεία τιμολόγησης, όταν ζητάτε τιμολόγιο (ΑΦΜ, ΔΟΥ).
- Ό,τι μας γράφετε όταν ζητάτε τη συμβουλή του φαρμακοποιού. Τα δεδομένα υγείας τα χρησιμοποιούμε μόνο για να σας απαντήσουμε.

Τα στοιχεία της κάρτας σας δεν περνούν ποτέ από εμάς· τα επεξεργάζεται η τράπεζα ή ο πάροχος πληρωμών.

## Γιατί και με ποια νομική βάση

- Για να εκτελέσουμε την παραγγελία σας (σύμβαση).
- Για τις λογιστικές και φορολογικές μας υποχρεώσεις (νόμος).
- Για το newsletter και το πρόγραμμα επιβράβευσης, μόνο με τη συγκατάθεσή σας, την οποία ανακαλείτε όποτε θέλετε.

## Πόσο τα κρατάμε

Τα στοιχεία των παραγγελιών τα κρατάμε όσο ορίζει η φορολογική νομοθεσία (κατά κανόνα 5 έτη). Τον λογαριασμό σας τον διαγράφουμε όταν μας το ζητήσετε.

## Τα δικαιώματά σας

Έχετε δικαίωμα πρόσβασης, διόρθωσης, διαγραφής, περιορισμού, φορητότητας και εναντίωσης. Γράψτε μας από τη σελίδα [Επικοινωνία](/contact). Μπορείτε επίσης να υποβάλετε καταγγελία στην Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα (www.dpa.gr).`,
      en: `The controller is the pharmacy that runs the shop (details on the [Who we are](/en/pages/who-we-are) page). We process your data under Regulation (EU) 2016/679 (GDPR) and Greek Law 4624/2019.

## What we collect

- Account and order details: name, email, phone, addresses, purchase history.
- Invoicing details, when you ask for an invoice (tax number, tax office).
- What you write to us when you ask the pharmacist for advice. We use health data only to answer you.

Your card details never pass through us; the bank or payment provider processes them.

## Why, and on what legal basis

- To carry out your order (contract).
- For our accounting and tax obligations (law).
- For the newsletter and the loyalty programme, only with your consent, which you may withdraw at any time.

## How long we keep it

Order records are kept as long as tax law requires (usually 5 years). Your account is deleted when you ask us to.

## Your rights

You have the right of access, rectification, erasure, restriction, portability and objection. Write to us from the [Contact](/en/contact) page. You may also complain to the Hellenic Data Protection Authority (www.dpa.gr).`,
    },
  },
  {
    eurl: { el: 'cookie-policy' },
    title: { el: 'Πολιτική cookies', en: 'Cookie policy' },
    description: {
      el: 'Ποια cookies χρησιμοποιεί το κατάστημα, γιατί, και πώς τα διαχειρίζεστε.',
      en: 'Which cookies the shop uses, why, and how you manage them.',
    },
    body: {
      format: 'Markdown',
      el: `Τα cookies είναι μικρά αρχεία που αποθηκεύει ο φυλλομετρητής σας. Χρησιμοποιούμε όσο το δυνατόν λιγότερα.

## Απαραίτητα

Χωρίς αυτά το κατάστημα δεν λειτουργεί: διατηρούν τη σύνδεσή σας, το καλάθι σας και προστατεύουν τις φόρμες από καταχρήσεις (cookie ασφαλείας XSRF). Δεν χρειάζονται συγκατάθεση.

## Προτιμήσεις

Θυμούνται τη γλώσσα που διαλέξατε και τις λίστες αγαπημένων ενός επισκέπτη. Αποθηκεύονται μόνο στη συσκευή σας.

## Στατιστικά και διαφήμιση

Τα φορτώνουμε μόνο αν τα αποδεχτείτε, και μπορείτε να αλλάξετε γνώμη όποτε θέλετε διαγράφοντας τα cookies του καταστήματος από τον φυλλομετρητή σας.

Για το πώς χειριζόμαστε τα προσωπικά σας δεδομένα, δείτε την [Πολιτική απορρήτου](/pages/privacy-policy).`,
      en: `Cookies are small files your browser stores. We use as few as we can.

## Necessary

The shop does not work without them: they keep you signed in, keep your cart and protect forms from abuse (the XSRF security cookie). They need no consent.

## Preferences

They remember the language you chose and a guest's wish lists. They are stored on your device only.

## Statistics and advertising

We load these only if you accept them, and you may change your mind at any time by deleting the shop's cookies in your browser.

For how we handle your personal data, see the [Privacy policy](/en/pages/privacy-policy).`,
    },
  },
];
