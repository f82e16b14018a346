export const abandonedCartMessages = {
  el: { cart_link_invalid: 'Ο σύνδεσμος του καλαθιού δεν είναι έγκυρος ή έχει λήξει.' },
  en: { cart_link_invalid: 'The cart link is not valid or has expired.' },
} as const;
