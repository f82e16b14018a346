export const checkoutOptionMessages = {
  el: {
    shipping_type_not_found: 'Ο τρόπος αποστολής δεν βρέθηκε.',
    payment_type_not_found: 'Ο τρόπος πληρωμής δεν βρέθηκε.',
    store_not_found: 'Το κατάστημα δεν βρέθηκε.',
    checkout_option_code_taken: 'Ο κωδικός ανήκει ήδη σε άλλη εγγραφή.',
    lockers_unavailable: 'Η λίστα με τα lockers δεν είναι διαθέσιμη αυτή τη στιγμή. Δοκιμάστε ξανά σε λίγο.',
  },
  en: {
    shipping_type_not_found: 'The shipping method was not found.',
    payment_type_not_found: 'The payment method was not found.',
    store_not_found: 'The store was not found.',
    checkout_option_code_taken: 'The code already belongs to another entry.',
    lockers_unavailable: 'The parcel locker list is not available right now. Please try again shortly.',
  },
} as const;
