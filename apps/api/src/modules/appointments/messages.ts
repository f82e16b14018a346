export const appointmentMessages = {
  el: {
    appointment_not_found: 'Το ραντεβού δεν βρέθηκε.',
    appointment_store_not_found: 'Το κατάστημα δεν δέχεται ραντεβού.',
    appointment_online_unavailable: 'Τα διαδικτυακά ραντεβού δεν είναι διαθέσιμα.',
    appointment_tier_required: 'Η κατηγορία επιβράβευσής σας δεν περιλαμβάνει ραντεβού με τον φαρμακοποιό.',
    appointment_slot_unavailable: 'Η ώρα αυτή δεν είναι διαθέσιμη για ραντεβού. Επιλέξτε άλλη.',
    appointment_slot_taken: 'Η ώρα αυτή μόλις κλείστηκε από άλλον πελάτη. Επιλέξτε άλλη.',
    too_many_appointments: 'Έχετε ήδη το μέγιστο πλήθος προγραμματισμένων ραντεβού.',
    appointment_started: 'Το ραντεβού έχει ήδη ξεκινήσει και δεν ακυρώνεται.',
    appointment_already_cancelled: 'Το ραντεβού έχει ήδη ακυρωθεί.',
  },
  en: {
    appointment_not_found: 'Appointment not found.',
    appointment_store_not_found: 'This store does not take appointments.',
    appointment_online_unavailable: 'Online appointments are not available.',
    appointment_tier_required: 'Your loyalty tier does not include appointments with the pharmacist.',
    appointment_slot_unavailable: 'This time is not available for an appointment. Please choose another.',
    appointment_slot_taken: 'This time has just been booked by another customer. Please choose another.',
    too_many_appointments: 'You already have the most upcoming appointments allowed.',
    appointment_started: 'The appointment has already started and cannot be cancelled.',
    appointment_already_cancelled: 'The appointment has already been cancelled.',
  },
} as const;
