export const catalogMessages = {
  el: {
    product_not_found: 'Το προϊόν δεν βρέθηκε.',
  },
  en: {
    product_not_found: 'Product not found.',
  },
} as const;
