export const navigationMessages = {
  el: {
    custom_message_not_found: 'Το μήνυμα δεν βρέθηκε.',
    menu_item_not_found: 'Η καταχώριση του μενού δεν βρέθηκε.',
    menu_parent_invalid:
      'Η γονική καταχώριση πρέπει να ανήκει στο ίδιο μενού και να μην είναι η ίδια ή κάποια από τις υποκαταχωρίσεις της.',
    cms_link_not_found: 'Ο σύνδεσμος δεν βρέθηκε.',
  },
  en: {
    custom_message_not_found: 'Message not found.',
    menu_item_not_found: 'Menu entry not found.',
    menu_parent_invalid:
      'The parent entry must belong to the same menu and be neither the entry itself nor one below it.',
    cms_link_not_found: 'Link not found.',
  },
} as const;
