export const paymentMessages = {
  el: {
    payment_order_not_found: 'Η παραγγελία δεν βρέθηκε.',
    payment_not_found: 'Η πληρωμή δεν βρέθηκε.',
    payment_not_verified: 'Υπήρξε πρόβλημα με τη συναλλαγή: δεν ήταν δυνατή η επιβεβαίωσή της.',
    payment_mismatch:
      'Υπήρξε πρόβλημα με τη συναλλαγή: το ποσό ή το νόμισμα δεν ταιριάζει με την παραγγελία. Επικοινωνήστε μαζί μας.',
    payment_provider_unavailable:
      'Υπήρξε πρόβλημα με τη συναλλαγή: ο πάροχος πληρωμών δεν απαντά. Δοκιμάστε ξανά σε λίγο.',
    payment_provider_not_configured: 'Αυτός ο τρόπος πληρωμής δεν είναι διαθέσιμος αυτή τη στιγμή.',
    payment_provider_refused: 'Υπήρξε πρόβλημα με τη συναλλαγή: ο πάροχος πληρωμών δεν δέχτηκε το αίτημα.',
    payment_not_payable: 'Η παραγγελία δεν περιμένει πληρωμή.',
    payment_expired: 'Ο χρόνος πληρωμής της παραγγελίας έληξε.',
    payment_notification_ignored: 'Η ειδοποίηση δεν αφορά πληρωμή παραγγελίας.',
    payment_not_card: 'Η παραγγελία δεν πληρώνεται με κάρτα.',
    payment_page_invalid: 'Ο σύνδεσμος πληρωμής δεν είναι έγκυρος.',
    refund_amount_invalid: 'Το ποσό της επιστροφής χρημάτων δεν είναι έγκυρο.',
    refund_iban_invalid: 'Το IBAN δεν είναι έγκυρο· ελέγξτε το ξανά.',
    refund_provider_cannot_refund:
      'Ο πάροχος πληρωμής αυτής της παραγγελίας δεν μπορεί να επιστρέψει χρήματα από το κατάστημα.',
    refund_not_paid: 'Δεν βρέθηκε πληρωμή της παραγγελίας για επιστροφή χρημάτων.',
    refund_above_captured: 'Η επιστροφή ξεπερνά όσα πληρώθηκαν για την παραγγελία.',
    refund_not_retryable: 'Αυτή η επιστροφή χρημάτων δεν μπορεί να σταλεί ξανά.',
    refund_not_due: 'Αυτή η επιστροφή δεν περιμένει τραπεζική μεταφορά.',
    refund_not_found: 'Η επιστροφή χρημάτων δεν βρέθηκε.',
  },
  en: {
    payment_order_not_found: 'Order not found.',
    payment_not_found: 'The payment was not found.',
    payment_not_verified: 'There was a problem with the transaction: it could not be verified.',
    payment_mismatch:
      'There was a problem with the transaction: the amount or currency does not match the order. Please contact us.',
    payment_provider_unavailable:
      'There was a problem with the transaction: the payment provider is not answering. Please try again shortly.',
    payment_provider_not_configured: 'This way of paying is not available right now.',
    payment_provider_refused:
      'There was a problem with the transaction: the payment provider refused the request.',
    payment_not_payable: 'The order is not waiting for a payment.',
    payment_expired: 'The time to pay for the order has run out.',
    payment_notification_ignored: 'The notification is not about paying an order.',
    payment_not_card: 'The order is not paid by card.',
    payment_page_invalid: 'The payment link is not valid.',
    refund_amount_invalid: 'The refund amount is not valid.',
    refund_iban_invalid: 'The IBAN is not valid; please check it.',
    refund_provider_cannot_refund: "This order's payment provider cannot refund from the shop.",
    refund_not_paid: 'No payment of the order was found to refund.',
    refund_above_captured: 'The refund is more than the order paid.',
    refund_not_retryable: 'This refund cannot be sent again.',
    refund_not_due: 'This refund is not waiting for a bank transfer.',
    refund_not_found: 'The refund was not found.',
  },
} as const;
