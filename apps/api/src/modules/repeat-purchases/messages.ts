export const repeatPurchaseMessages = {
  el: {
    repeat_purchase_not_found: 'Η επαναλαμβανόμενη αγορά δεν βρέθηκε.',
    too_many_repeat_purchases: 'Έχετε φτάσει το μέγιστο πλήθος επαναλαμβανόμενων αγορών.',
    repeat_purchase_size_required: 'Επιλέξτε μέγεθος για την επαναλαμβανόμενη αγορά.',
    repeat_purchase_nothing_to_repeat: 'Κανένα προϊόν της παραγγελίας δεν διατίθεται πια.',
    repeat_link_invalid: 'Ο σύνδεσμος της υπενθύμισης δεν είναι έγκυρος ή έχει λήξει.',
  },
  en: {
    repeat_purchase_not_found: 'Repeat purchase not found.',
    too_many_repeat_purchases: 'You have reached the maximum number of repeat purchases.',
    repeat_purchase_size_required: 'Choose a size for the repeat purchase.',
    repeat_purchase_nothing_to_repeat: 'None of the products of this order is sold any more.',
    repeat_link_invalid: 'The reminder link is not valid or has expired.',
  },
} as const;
