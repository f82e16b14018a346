export const navigationMessages = {
  el: {
    custom_message_not_found: 'Το μήνυμα δεν βρέθηκε.',
  },
  en: {
    custom_message_not_found: 'Message not found.',
  },
} as const;
