export const staffMessages = {
  el: {
    staff_forbidden: 'Ο ρόλος σας δεν επιτρέπει αυτή την ενέργεια.',
    staff_not_found: 'Δεν βρέθηκε αυτό το μέλος του προσωπικού.',
    staff_email_taken: 'Υπάρχει ήδη μέλος του προσωπικού με αυτό το email.',
    staff_not_yourself: 'Δεν μπορείτε να απενεργοποιήσετε τον εαυτό σας ή να αλλάξετε τον δικό σας ρόλο.',
    staff_last_admin: 'Πρέπει να μείνει τουλάχιστον ένας ενεργός διαχειριστής (Admin).',
  },
  en: {
    staff_forbidden: 'Your role does not allow this action.',
    staff_not_found: 'This staff member was not found.',
    staff_email_taken: 'A staff member with this email already exists.',
    staff_not_yourself: 'You cannot disable yourself or change your own role.',
    staff_last_admin: 'At least one active Admin must remain.',
  },
} as const;
