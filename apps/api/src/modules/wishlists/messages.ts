export const wishlistMessages = {
  el: {
    wishlist_not_found: 'Η λίστα δεν βρέθηκε.',
    wishlist_template_not_found: 'Το πρότυπο λίστας δεν βρέθηκε.',
    too_many_wishlists: 'Έχετε φτάσει το μέγιστο πλήθος λιστών.',
    too_many_wishlist_items: 'Η λίστα έχει φτάσει το μέγιστο πλήθος προϊόντων.',
  },
  en: {
    wishlist_not_found: 'Wishlist not found.',
    wishlist_template_not_found: 'Wishlist template not found.',
    too_many_wishlists: 'You have reached the maximum number of wishlists.',
    too_many_wishlist_items: 'The list has reached the maximum number of products.',
  },
} as const;
