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
    faq_not_found: 'Η ερώτηση δεν βρέθηκε.',
    content_in_use:
      'Δεν διαγράφηκε: σε αυτό είναι συνδεδεμένες ερωτήσεις ή άλλο περιεχόμενο. Αποσυνδέστε τα πρώτα.',
    contributor_in_use:
      'Ο συντάκτης δεν διαγράφηκε: τον αναφέρουν άρθρα, βίντεο ή εκδηλώσεις. Αλλάξτε τα πρώτα.',
    content_picture_invalid: 'Το αρχείο δεν είναι εικόνα που μπορούμε να διαβάσουμε.',
    content_picture_missing: 'Επιλέξτε είδος περιεχομένου και αρχείο εικόνας.',
  },
  en: {
    news_entry_not_found: 'The article was not found.',
    video_not_found: 'The video was not found.',
    content_category_not_found: 'The category was not found.',
    contributor_not_found: 'The contributor was not found.',
    event_not_found: 'The event was not found.',
    content_reference_invalid: 'Check the fields marked: a value does not exist or the text is empty.',
    content_eurl_taken: 'The address (eurl) is already in use. Choose another.',
    faq_not_found: 'The question was not found.',
    content_in_use: 'Not deleted: questions or other content are attached to it. Detach them first.',
    contributor_in_use:
      'The contributor was not deleted: articles, videos or events name them. Change those first.',
    content_picture_invalid: 'The file is not a picture we can read.',
    content_picture_missing: 'Choose a content kind and a picture file.',
  },
} as const;
