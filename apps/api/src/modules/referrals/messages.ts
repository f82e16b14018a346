/** Refer-a-friend answers and refusals (the `email` field's codes are these keys too). */
export const referralMessages = {
  el: {
    referral_sent: 'Η πρόσκληση στάλθηκε.',
    referral_own_email: 'Δεν μπορείτε να προσκαλέσετε τον εαυτό σας.',
    referral_existing_customer: 'Υπάρχει ήδη λογαριασμός με αυτό το email.',
  },
  en: {
    referral_sent: 'The invitation was sent.',
    referral_own_email: 'You cannot invite yourself.',
    referral_existing_customer: 'There is already an account with this email.',
  },
} as const;
