/** Answers of the content pages, FAQ, custom content and entity-by-url calls. */
export const contentPagesMessages = {
  el: {
    content_page_not_found: 'Η σελίδα δεν βρέθηκε.',
    custom_content_not_found: 'Δεν υπάρχει περιεχόμενο για αυτό το στοιχείο.',
    entity_not_found: 'Δεν βρέθηκε τίποτα σε αυτή τη διεύθυνση.',
  },
  en: {
    content_page_not_found: 'The page was not found.',
    custom_content_not_found: 'There is no content for this item.',
    entity_not_found: 'Nothing was found at this address.',
  },
} as const;
