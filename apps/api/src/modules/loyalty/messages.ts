/** Points refused because the balance changed meanwhile (409). */
export const loyaltyMessages = {
  el: {
    loyalty_balance_changed: 'Οι διαθέσιμοι πόντοι σας άλλαξαν. Ελέγξτε ξανά το καλάθι σας.',
  },
  en: {
    loyalty_balance_changed: 'Your available points have changed. Please check your cart again.',
  },
} as const;
