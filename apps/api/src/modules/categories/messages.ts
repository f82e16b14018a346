export const categoryMessages = {
  el: {
    category_not_found: 'Η κατηγορία δεν βρέθηκε.',
    category_invalid: 'Η γονική κατηγορία δεν υπάρχει ή βρίσκεται κάτω από την κατηγορία.',
    category_eurl_taken: 'Η διεύθυνση ανήκει ήδη σε άλλη κατηγορία.',
  },
  en: {
    category_not_found: 'Category not found.',
    category_invalid: 'The parent category does not exist or is below the category.',
    category_eurl_taken: 'The address already belongs to another category.',
  },
} as const;
