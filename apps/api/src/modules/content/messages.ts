export const contentMessages = {
  el: {
    news_entry_not_found: 'Το άρθρο δεν βρέθηκε.',
    video_not_found: 'Το βίντεο δεν βρέθηκε.',
    content_category_not_found: 'Η κατηγορία δεν βρέθηκε.',
    contributor_not_found: 'Ο συντάκτης δεν βρέθηκε.',
  },
  en: {
    news_entry_not_found: 'The article was not found.',
    video_not_found: 'The video was not found.',
    content_category_not_found: 'The category was not found.',
    contributor_not_found: 'The contributor was not found.',
  },
} as const;
