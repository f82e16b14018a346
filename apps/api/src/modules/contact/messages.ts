export const contactMessages = {
  el: {
    contact_message_received:
      'Ευχαριστούμε. Λάβαμε το μήνυμά σας και θα σας απαντήσουμε το συντομότερο, τις ώρες λειτουργίας μας.',
    callback_requested: 'Ευχαριστούμε. Θα σας καλέσουμε την ώρα που επιλέξατε.',
  },
  en: {
    contact_message_received:
      'Thank you. We received your message and will answer as soon as we can, within our working hours.',
    callback_requested: 'Thank you. We will call you at the time you chose.',
  },
} as const;
