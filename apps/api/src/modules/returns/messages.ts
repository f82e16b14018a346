export const returnMessages = {
  el: {
    return_not_found: 'Η επιστροφή δεν βρέθηκε.',
    return_order_not_found: 'Η παραγγελία δεν βρέθηκε.',
    return_not_delivered: 'Η παραγγελία δεν έχει παραδοθεί ακόμη: η επιστροφή ζητείται μετά την παράδοση.',
    return_period_over: 'Η προθεσμία υπαναχώρησης για αυτή την παραγγελία έχει λήξει.',
    return_line_not_returnable:
      'Ένα προϊόν δεν επιστρέφεται μετά το άνοιγμα της συσκευασίας του, για λόγους προστασίας της υγείας ή υγιεινής.',
    return_line_invalid: 'Ελέγξτε τα προϊόντα και τις ποσότητες που επιστρέφετε.',
    return_iban_required: 'Συμπληρώστε έγκυρο IBAN για να σας επιστραφούν τα χρήματα.',
    return_state_changed: 'Η επιστροφή άλλαξε κατάσταση στο μεταξύ. Ανανεώστε τη σελίδα.',
    return_refund_invalid:
      'Το ποσό της επιστροφής χρημάτων δεν μπορεί να ξεπερνά αυτό που πληρώθηκε· για μικρότερο ποσό γράψτε αιτιολογία.',
    return_location_unknown: 'Η θέση αποθέματος δεν βρέθηκε.',
    return_locker_required: 'Επιλέξτε το locker όπου θα αφήσετε το δέμα της επιστροφής.',
    return_write_off_invalid:
      'Ελέγξτε τις γραμμές που διαγράφονται: πρέπει να ανήκουν στην επιστροφή, μία φορά η καθεμία.',
    return_label_unavailable:
      'Η ετικέτα της επιστροφής δεν είναι διαθέσιμη αυτή τη στιγμή. Δοκιμάστε ξανά σε λίγο.',
    return_address_missing: 'Δεν έχει οριστεί η διεύθυνση του καταστήματος για τις επιστροφές με courier.',
    return_locker_missing: 'Η επιστροφή δεν έχει locker για να παραδοθεί.',
  },
  en: {
    return_not_found: 'The return was not found.',
    return_order_not_found: 'The order was not found.',
    return_not_delivered: 'The order has not been delivered yet: a return can be asked for after delivery.',
    return_period_over: 'The withdrawal period for this order is over.',
    return_line_not_returnable:
      'A product cannot be returned once its seal is broken, for health protection or hygiene reasons.',
    return_line_invalid: 'Check the products and quantities you are returning.',
    return_iban_required: 'Enter a valid IBAN so that the money can be paid back to you.',
    return_state_changed: 'The return has changed meanwhile. Reload the page.',
    return_refund_invalid: 'The refund cannot exceed what was paid; a lower amount needs a reason.',
    return_location_unknown: 'The stock location was not found.',
    return_locker_required: 'Choose the locker you will leave the return parcel at.',
    return_write_off_invalid: 'Check the lines written off: each must belong to the return, once.',
    return_label_unavailable: 'The return label is not available right now. Try again shortly.',
    return_address_missing: "The shop's address for courier returns is not set.",
    return_locker_missing: 'The return has no locker to be dropped at.',
  },
} as const;
