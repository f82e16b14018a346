export const contentMessages = {
  el: {
    news_entry_not_found: 'Το άρθρο δεν βρέθηκε.',
    video_not_found: 'Το βίντεο δεν βρέθηκε.',
    content_category_not_found: 'Η κατηγορία δεν βρέθηκε.',
    contributor_not_found: 'Ο συντάκτης δεν βρέθηκε.',
    event_not_found: 'Η εκδήλωση δεν βρέθηκε.',
    content_reference_invalid:
      'Ελέγξτε τα πεδία που σημειώνονται: κάποια τιμή δεν υπάρχει ή το κείμενο είναι κενό.',
    content_eurl_taken: 'Η διεύθυνση (eurl) χρησιμοποιείται ήδη. Επιλέξτε άλλη.',
  },
  en: {
    news_entry_not_found: 'The article was not found.',
    video_not_found: 'The video was not found.',
    content_category_not_found: 'The category was not found.',
    contributor_not_found: 'The contributor was not found.',
    event_not_found: 'The event was not found.',
    content_reference_invalid: 'Check the fields marked: a value does not exist or the text is empty.',
    content_eurl_taken: 'The address (eurl) is already in use. Choose another.',
  },
} as const;
