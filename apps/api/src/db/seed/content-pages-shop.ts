import type { ContentPageInput } from '../../modules/content/pages-writes.ts';

/**
 * The demo's pages about the shop, in Greek and English: who we are, the Pharmatron advice
 * service, shipping, returns, payment methods and the FAQ. `<div data-block="…">` places the
 * page's FAQs or the pharmacy's legal details (CONTENT_BLOCK_ATTRIBUTE).
 */
export const SHOP_PAGES: ContentPageInput[] = [
  {
    eurl: { el: 'who-we-are' },
    title: { el: 'Ποιοι είμαστε', en: 'Who we are' },
    description: {
      el: 'Ένα οικογενειακό φαρμακείο με καταστήματα στη Λάρισα και στη Λαμία και ηλεκτρονικό φαρμακείο με υπεύθυνη φαρμακοποιό.',
      en: 'A family pharmacy with stores in Larissa and Lamia, and an online pharmacy with a responsible pharmacist.',
    },
    body: {
      format: 'Markdown',
      el: `Είμαστε ένα οικογενειακό φαρμακείο που εξυπηρετεί τη Λάρισα από το 2004 και τη Λαμία από το 2015. Το ηλεκτρονικό μας φαρμακείο φέρνει την ίδια φροντίδα σε όλη την Ελλάδα: τα προϊόντα που εμπιστεύεστε, σωστά αποθηκευμένα, και έναν φαρμακοποιό που απαντά στις ερωτήσεις σας.

## Τι μας ξεχωρίζει

- Κάθε παραγγελία ελέγχεται από φαρμακοποιό πριν φύγει από το φαρμακείο.
- Τα προϊόντα προέρχονται μόνο από εγκεκριμένους προμηθευτές και φυλάσσονται στις σωστές θερμοκρασίες.
- Μέσω της υπηρεσίας [Pharmatron](/pages/pharmatron) ρωτάτε τον φαρμακοποιό μας δωρεάν.

## Τα καταστήματά μας

- **Λάρισα**, Κύπρου 45
- **Λαμία**, Ερμού 12

Το τηλεφωνικό μας κέντρο απαντά Δευτέρα έως Παρασκευή, 09:00-17:00.

## Ελέγξτε ότι λειτουργούμε νόμιμα

Είμαστε εγγεγραμμένοι στον κατάλογο των φαρμακείων που πωλούν ηλεκτρονικά. Πατήστε το ευρωπαϊκό σήμα παρακάτω για να το επιβεβαιώσετε.

<div data-block="pharmacy"></div>`,
      en: `We are a family pharmacy that has served Larissa since 2004 and Lamia since 2015. Our online pharmacy brings the same care to the whole of Greece: the products you trust, stored as they should be, and a pharmacist who answers your questions.

## What sets us apart

- A pharmacist checks every order before it leaves the pharmacy.
- Products come only from approved suppliers and are kept at the right temperatures.
- Through our [Pharmatron](/en/pages/pharmatron) service you can ask our pharmacist, free of charge.

## Our stores

- **Larissa**, 45 Kyprou Street
- **Lamia**, 12 Ermou Street

Our call centre answers Monday to Friday, 09:00-17:00.

## Check that we operate legally

We are on the list of pharmacies registered to sell online. Select the European logo below to check.

<div data-block="pharmacy"></div>`,
    },
  },
  {
    eurl: { el: 'pharmatron' },
    title: { el: 'Pharmatron: ρωτήστε τον φαρμακοποιό', en: 'Pharmatron: ask the pharmacist' },
    description: {
      el: 'Η υπηρεσία Pharmatron: οι φαρμακοποιοί μας απαντούν δωρεάν σε ερωτήσεις για τα προϊόντα, τη σωστή χρήση τους και την καθημερινή φροντίδα της υγείας.',
      en: 'The Pharmatron service: our pharmacists answer questions about products, how to use them and everyday health care, free of charge.',
    },
    body: {
      format: 'Markdown',
      el: `Το Pharmatron είναι η υπηρεσία συμβουλών του φαρμακείου μας. Οι φαρμακοποιοί μας απαντούν σε ερωτήσεις για:

- την επιλογή ενός μη συνταγογραφούμενου φαρμάκου ή προϊόντος παραφαρμακείου,
- τη σωστή δοσολογία και χρήση, σύμφωνα με το φύλλο οδηγιών,
- πιθανές αλληλεπιδράσεις με φάρμακα που ήδη παίρνετε,
- την καθημερινή φροντίδα: δέρμα, διατροφή, ταξίδι, μωρό.

## Πώς ρωτάτε

Γράψτε μας από τη σελίδα [Επικοινωνία](/contact) ή καλέστε μας Δευτέρα έως Παρασκευή, 09:00-17:00. Απαντάμε συνήθως την ίδια εργάσιμη μέρα. Η υπηρεσία είναι δωρεάν και δεν σας δεσμεύει σε αγορά.

## Τι δεν κάνει το Pharmatron

Δεν κάνει διάγνωση και δεν αντικαθιστά τον γιατρό σας. Αν τα συμπτώματα είναι έντονα, επιμένουν ή σας ανησυχούν, απευθυνθείτε σε γιατρό· σε επείγον καλέστε το **166** ή το **112**.`,
      en: `Pharmatron is our pharmacy's advice service. Our pharmacists answer questions about:

- choosing a non-prescription medicine or a parapharmacy product,
- the right dose and use, as the package leaflet says,
- possible interactions with medicines you already take,
- everyday care: skin, nutrition, travel, your baby.

## How to ask

Write to us from the [Contact](/en/contact) page or call us Monday to Friday, 09:00-17:00. We usually answer on the same working day. The service is free and you need not buy anything.

## What Pharmatron does not do

It does not diagnose and does not replace your doctor. If symptoms are severe, persist or worry you, see a doctor; in an emergency call **166** or **112**.`,
    },
  },
  {
    eurl: { el: 'shipping' },
    title: { el: 'Αποστολή', en: 'Shipping' },
    description: {
      el: 'Τρόποι, χρόνοι και κόστος αποστολής: courier, locker BoxNow ή παραλαβή από το φαρμακείο. Δωρεάν αποστολή από 39 €.',
      en: 'Delivery options, times and costs: courier, BoxNow parcel locker or pick-up at the pharmacy. Free delivery from 39 €.',
    },
    body: {
      format: 'Markdown',
      el: `Στέλνουμε σε όλη την Ελλάδα. Οι παραγγελίες που ολοκληρώνονται έως τις 14:00 μιας εργάσιμης φεύγουν την ίδια μέρα.

| Τρόπος | Χρόνος | Κόστος |
| --- | --- | --- |
| Courier στη διεύθυνσή σας | 1-3 εργάσιμες | 3,50 € (νησιά +3 €) |
| Locker BoxNow | 1-3 εργάσιμες | 2,50 € |
| Παραλαβή από το φαρμακείο (Λάρισα, Λαμία) | την ίδια ή την επόμενη εργάσιμη | δωρεάν |

Η αποστολή με courier είναι **δωρεάν για παραγγελίες από 39 €**. Προϊόντα που δεν είναι άμεσα διαθέσιμα παραδίδονται σε 2-5 εργάσιμες· το βλέπετε στη σελίδα του προϊόντος πριν παραγγείλετε.

Θα λάβετε email με τον αριθμό αποστολής μόλις η παραγγελία φύγει, και μπορείτε να τη βρείτε στην [Παρακολούθηση παραγγελίας](/track-order).

<div data-block="faq"></div>`,
      en: `We deliver all over Greece. Orders completed by 14:00 on a working day leave the same day.

| Option | Time | Cost |
| --- | --- | --- |
| Courier to your address | 1-3 working days | 3.50 € (islands +3 €) |
| BoxNow parcel locker | 1-3 working days | 2.50 € |
| Pick-up at the pharmacy (Larissa, Lamia) | same or next working day | free |

Courier delivery is **free for orders from 39 €**. Products not immediately available are delivered in 2-5 working days; the product page says so before you order.

You get an email with the tracking number once the order leaves, and you can follow it on [Track your order](/en/track-order).

<div data-block="faq"></div>`,
    },
  },
  {
    eurl: { el: 'returns' },
    title: { el: 'Επιστροφές', en: 'Returns' },
    description: {
      el: 'Επιστρέφετε προϊόντα μέσα σε 14 ημέρες από την παραλαβή. Δείτε ποια προϊόντα επιστρέφονται και πώς.',
      en: 'Return products within 14 days of delivery. See which products can be returned, and how.',
    },
    body: {
      format: 'Markdown',
      el: `Έχετε δικαίωμα να επιστρέψετε ένα προϊόν **μέσα σε 14 ημέρες** από την παραλαβή, χωρίς να δώσετε εξήγηση.

## Τι επιστρέφεται

Προϊόντα σφραγισμένα, στην αρχική τους συσκευασία, χωρίς φθορές. Για λόγους υγιεινής και ασφάλειας **δεν επιστρέφονται** φάρμακα και προϊόντα των οποίων έχει ανοιχτεί η σφράγιση (για παράδειγμα κρέμες, βρεφικά γάλατα, ιατροτεχνολογικά), εκτός αν ήρθαν ελαττωματικά ή λάθος.

## Πώς επιστρέφετε

1. Γράψτε μας από τη σελίδα [Επικοινωνία](/contact) με τον αριθμό της παραγγελίας.
2. Στείλτε το προϊόν με το courier που θα σας υποδείξουμε ή φέρτε το σε ένα από τα φαρμακεία μας.
3. Επιστρέφουμε τα χρήματα με τον ίδιο τρόπο πληρωμής, μέσα σε 14 ημέρες από την παραλαβή του προϊόντος.

Αν το προϊόν ήρθε ελαττωματικό ή λάθος, αναλαμβάνουμε εμείς το κόστος επιστροφής.

<div data-block="faq"></div>`,
      en: `You may return a product **within 14 days** of delivery, without giving a reason.

## What can be returned

Sealed products in their original packaging, undamaged. For hygiene and safety reasons, medicines and products whose seal has been opened (creams, infant milk, medical devices, for example) **cannot be returned**, unless they arrived faulty or wrong.

## How to return

1. Write to us from the [Contact](/en/contact) page with your order number.
2. Send the product with the courier we tell you, or bring it to one of our pharmacies.
3. We refund you by the same means of payment within 14 days of receiving the product.

If the product arrived faulty or wrong, we pay for the return.

<div data-block="faq"></div>`,
    },
  },
  {
    eurl: { el: 'payment-methods' },
    title: { el: 'Τρόποι πληρωμής', en: 'Payment methods' },
    description: {
      el: 'Πληρώστε με κάρτα, PayPal, αντικαταβολή ή κατάθεση σε τράπεζα. Άτοκες δόσεις με πιστωτική κάρτα.',
      en: 'Pay by card, PayPal, cash on delivery or bank deposit. Interest-free instalments with a credit card.',
    },
    body: {
      format: 'Markdown',
      el: `## Κάρτα

Δεχόμαστε Visa, Mastercard και Maestro, μέσω της ασφαλούς σελίδας της τράπεζας (Viva, Alpha Bank, Winbank) με έλεγχο 3-D Secure. Με πιστωτική κάρτα μπορείτε να πληρώσετε σε δόσεις.

## PayPal

Πληρώνετε με τον λογαριασμό σας στο PayPal, χωρίς να μας δώσετε στοιχεία κάρτας.

## Αντικαταβολή

Πληρώνετε στον courier όταν παραλάβετε, με επιβάρυνση 2 €. Ισχύει μόνο για αποστολή με courier και για παραγγελίες έως 500 €.

## Κατάθεση σε τράπεζα

Η παραγγελία αποστέλλεται μόλις λάβουμε την κατάθεση, που πρέπει να γίνει μέσα σε 3 εργάσιμες. Τους λογαριασμούς μας θα τους βρείτε στο email επιβεβαίωσης.

<div data-block="faq"></div>`,
      en: `## Card

We accept Visa, Mastercard and Maestro, through the bank's secure page (Viva, Alpha Bank, Winbank) with 3-D Secure. With a credit card you may pay in instalments.

## PayPal

Pay with your PayPal account, without giving us card details.

## Cash on delivery

Pay the courier when you receive the parcel, for a 2 € fee. Courier delivery only, for orders up to 500 €.

## Bank deposit

The order ships once the deposit arrives, which should be within 3 working days. Our accounts are in the confirmation email.

<div data-block="faq"></div>`,
    },
  },
  {
    eurl: { el: 'faq' },
    title: { el: 'Συχνές ερωτήσεις', en: 'Frequently asked questions' },
    description: {
      el: 'Απαντήσεις για την αποστολή, τις επιστροφές, την πληρωμή και τα φάρμακα που μπορείτε να αγοράσετε ηλεκτρονικά.',
      en: 'Answers about shipping, returns, payment and the medicines you can buy online.',
    },
    body: {
      format: 'Markdown',
      el: `Δεν βρίσκετε αυτό που ψάχνετε; Ρωτήστε τον φαρμακοποιό μας μέσω του [Pharmatron](/pages/pharmatron).

## Αποστολή

<div data-block="faq:shipping"></div>

## Επιστροφές

<div data-block="faq:returns"></div>

## Πληρωμή

<div data-block="faq:payments"></div>

## Φάρμακα και συνταγές

<div data-block="faq:prescriptions"></div>`,
      en: `Cannot find what you are looking for? Ask our pharmacist through [Pharmatron](/en/pages/pharmatron).

## Shipping

<div data-block="faq:shipping"></div>

## Returns

<div data-block="faq:returns"></div>

## Payment

<div data-block="faq:payments"></div>

## Medicines and prescriptions

<div data-block="faq:prescriptions"></div>`,
    },
  },
];
