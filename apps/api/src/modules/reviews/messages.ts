export const reviewMessages = {
  el: {
    review_target_not_supported: 'Οι αξιολογήσεις υπάρχουν μόνο για προϊόντα.',
    review_already_exists: 'Έχετε ήδη αξιολογήσει το προϊόν.',
    review_not_found: 'Η αξιολόγηση δεν βρέθηκε.',
    /** The author's name when the account has none. */
    review_author_customer: 'Πελάτης',
  },
  en: {
    review_target_not_supported: 'Reviews exist for products only.',
    review_already_exists: 'You have already reviewed the product.',
    review_not_found: 'The review was not found.',
    review_author_customer: 'Customer',
  },
} as const;
