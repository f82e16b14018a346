import { translatorOf } from '../../lib/messages.ts';

/** Carriers' errors and the words staff and customers read about parcels (decision 046). */
export const carrierMessages = {
  el: {
    carrier_not_configured:
      'Δεν έχουν ρυθμιστεί τα στοιχεία σύνδεσης με τη μεταφορική: δεν μπορούν να εκδοθούν vouchers.',
    carrier_unavailable: 'Η μεταφορική δεν απάντησε. Δοκιμάστε ξανά σε λίγο.',
    carrier_problem_postcode: 'Ο ταχυδρομικός κώδικας του παραλήπτη δεν έγινε δεκτός από τη μεταφορική.',
    carrier_problem_phone: 'Το τηλέφωνο του παραλήπτη δεν έγινε δεκτό από τη μεταφορική.',
    carrier_problem_weight: 'Το βάρος του δέματος δεν έγινε δεκτό από τη μεταφορική.',
    carrier_problem_address: 'Η διεύθυνση του παραλήπτη δεν έγινε δεκτή από τη μεταφορική.',
    carrier_problem_locker: 'Η μεταφορική δεν δέχεται αυτή την παραγγελία: ελέγξτε αν είναι για locker.',
    carrier_problem_carrier: 'Η μεταφορική αρνήθηκε το voucher.',
    voucher_order_not_ready: 'Η παραγγελία δεν είναι σε κατάσταση αποστολής (πληρωμένη, προς αποστολή).',
    voucher_tracking_required: 'Συμπληρώστε τη μεταφορική και τον αριθμό αποστολής.',
    voucher_not_found: 'Το voucher δεν βρέθηκε.',
    cod_file_invalid: 'Το αρχείο δεν είναι αναφορά αντικαταβολών (στήλες: αριθμός αποστολής, ποσό).',
    webhook_signature_invalid: 'Η υπογραφή της ειδοποίησης δεν είναι έγκυρη.',
    tracking_accepted: 'Παραλήφθηκε από τη μεταφορική',
    tracking_in_transit: 'Σε μεταφορά',
    tracking_out_for_delivery: 'Σε διανομή',
    tracking_attempt_failed: 'Ανεπιτυχής προσπάθεια παράδοσης',
    tracking_in_locker: 'Στο locker, προς παραλαβή',
    tracking_delivered: 'Παραδόθηκε',
    tracking_returned: 'Επιστράφηκε στον αποστολέα',
    tracking_shipped_note: 'Αριθμός αποστολής {carrier}: {number}',
  },
  en: {
    carrier_not_configured: 'The carrier’s credentials are not configured: vouchers cannot be created.',
    carrier_unavailable: 'The carrier did not answer. Try again shortly.',
    carrier_problem_postcode: 'The carrier did not accept the recipient’s postcode.',
    carrier_problem_phone: 'The carrier did not accept the recipient’s phone number.',
    carrier_problem_weight: 'The carrier did not accept the parcel’s weight.',
    carrier_problem_address: 'The carrier did not accept the recipient’s address.',
    carrier_problem_locker: 'The carrier does not take this order: check whether it goes to a locker.',
    carrier_problem_carrier: 'The carrier refused the voucher.',
    voucher_order_not_ready: 'The order is not ready to ship (paid, waiting to be sent).',
    voucher_tracking_required: 'Enter the courier and the tracking number.',
    voucher_not_found: 'Voucher not found.',
    cod_file_invalid: 'The file is not a COD report (columns: tracking number, amount).',
    webhook_signature_invalid: 'The notification’s signature is not valid.',
    tracking_accepted: 'Picked up by the carrier',
    tracking_in_transit: 'In transit',
    tracking_out_for_delivery: 'Out for delivery',
    tracking_attempt_failed: 'Delivery attempt failed',
    tracking_in_locker: 'In the locker, ready for collection',
    tracking_delivered: 'Delivered',
    tracking_returned: 'Returned to sender',
    tracking_shipped_note: '{carrier} tracking number: {number}',
  },
} as const;

export const carrierText = translatorOf(carrierMessages);
