/** The newsletter's answers; unknown, used and expired links answer the shared `link_*` texts. */
export const newsletterMessages = {
  el: {
    newsletter_mail_sent:
      'Ελέγξτε το email σας: σας στείλαμε σύνδεσμο για να επιβεβαιώσετε την εγγραφή σας στο newsletter.',
    newsletter_confirmed: 'Η εγγραφή σας στο newsletter επιβεβαιώθηκε. Ευχαριστούμε!',
    newsletter_unsubscribed:
      'Η διαγραφή σας από το newsletter ολοκληρώθηκε. Δεν θα λαμβάνετε πλέον τα email μας.',
  },
  en: {
    newsletter_mail_sent:
      'Check your email: we have sent you a link to confirm your newsletter subscription.',
    newsletter_confirmed: 'Your newsletter subscription is confirmed. Thank you!',
    newsletter_unsubscribed:
      'You have been unsubscribed from the newsletter. You will no longer receive our emails.',
  },
} as const;
