export const categoryMessages = {
  el: {
    category_not_found: 'Η κατηγορία δεν βρέθηκε.',
  },
  en: {
    category_not_found: 'Category not found.',
  },
} as const;
