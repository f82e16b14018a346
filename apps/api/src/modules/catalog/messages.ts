export const catalogMessages = {
  el: {
    product_not_found: 'Το προϊόν δεν βρέθηκε.',
    bundle_not_found: 'Το προϊόν δεν ανήκει σε πακέτο.',
    category_not_found: 'Η κατηγορία δεν βρέθηκε.',
    manufacturer_not_found: 'Η μάρκα δεν βρέθηκε.',
    promotion_policy_not_found: 'Η προσφορά δεν βρέθηκε ή έχει λήξει.',
    review_target_not_supported: 'Οι αξιολογήσεις υπάρχουν μόνο για προϊόντα.',
    back_in_stock_subscribed: 'Θα σας ειδοποιήσουμε με email μόλις το προϊόν είναι ξανά διαθέσιμο.',
    back_in_stock_already_available: 'Το προϊόν είναι ήδη διαθέσιμο.',
  },
  en: {
    product_not_found: 'Product not found.',
    bundle_not_found: 'The product is not part of a bundle.',
    category_not_found: 'Category not found.',
    manufacturer_not_found: 'Brand not found.',
    promotion_policy_not_found: 'The offer was not found or has ended.',
    review_target_not_supported: 'Reviews exist for products only.',
    back_in_stock_subscribed: 'We will email you as soon as the product is back in stock.',
    back_in_stock_already_available: 'The product is already available.',
  },
} as const;
