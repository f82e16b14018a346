/** Points refused because the balance changed meanwhile (409); an unknown tier (404). */
export const loyaltyMessages = {
  el: {
    loyalty_balance_changed: 'Οι διαθέσιμοι πόντοι σας άλλαξαν. Ελέγξτε ξανά το καλάθι σας.',
    tier_not_found: 'Η βαθμίδα δεν βρέθηκε.',
  },
  en: {
    loyalty_balance_changed: 'Your available points have changed. Please check your cart again.',
    tier_not_found: 'The tier was not found.',
  },
} as const;
