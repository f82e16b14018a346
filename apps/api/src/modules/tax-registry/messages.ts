/**
 * What a tax-registry look-up tells the shopper (spec 001 §8): every AADE answer has its own
 * text, and a registry that is down or busy says "try again later", never "invalid".
 */
export const taxRegistryMessages = {
  el: {
    tax_found: 'Τα στοιχεία της επιχείρησης βρέθηκαν.',
    tax_invalid_afm: 'Ο ΑΦΜ δεν είναι έγκυρος. Ελέγξτε τον ή επιλέξτε απόδειξη.',
    tax_not_configured:
      'Η αναζήτηση στοιχείων με ΑΦΜ δεν είναι διαθέσιμη. Ο ΑΦΜ είναι έγκυρος· συμπληρώστε τα στοιχεία της επιχείρησης.',
    tax_not_found: 'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: δεν ανήκει σε κανέναν φορολογούμενο.',
    tax_wrong_afm: 'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: ο αριθμός είναι λανθασμένος.',
    tax_not_a_business: 'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: δεν ανήκει σε επιτηδευματία.',
    tax_no_input: 'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: δεν δόθηκαν στοιχεία αναζήτησης.',
    tax_not_authenticated:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: το κατάστημα δεν έχει δικαίωμα αναζήτησης αυτή τη στιγμή.',
    tax_username_not_defined:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: ο λογαριασμός αναζήτησης του καταστήματος δεν υπάρχει.',
    tax_username_not_active:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: ο λογαριασμός αναζήτησης του καταστήματος έχει ανακληθεί.',
    tax_username_too_long:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: ο λογαριασμός αναζήτησης του καταστήματος δεν είναι έγκυρος.',
    tax_token_afm_blocked:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: ο ΑΦΜ του καταστήματος έχει αποκλειστεί από την υπηρεσία.',
    tax_token_afm_not_authorized:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: το κατάστημα δεν είναι εξουσιοδοτημένο για την υπηρεσία.',
    tax_token_afm_not_found:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: ο ΑΦΜ του καταστήματος δεν βρέθηκε στην υπηρεσία.',
    tax_token_afm_not_registered:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: το κατάστημα δεν είναι εγγεγραμμένο στην υπηρεσία.',
    tax_caller_blocked: 'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: ο καλών ΑΦΜ έχει αποκλειστεί.',
    tax_caller_not_found: 'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: ο καλών ΑΦΜ δεν βρέθηκε.',
    tax_caller_not_allowed: 'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: ο καλών ΑΦΜ δεν επιτρέπεται.',
    tax_daily_limit:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: εξαντλήθηκε το ημερήσιο όριο αναζητήσεων. Δοκιμάστε ξανά αύριο.',
    tax_monthly_limit:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: εξαντλήθηκε το μηνιαίο όριο αναζητήσεων. Συμπληρώστε τα στοιχεία χειροκίνητα.',
    tax_failures_exceeded:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: πάρα πολλές αποτυχημένες αναζητήσεις. Δοκιμάστε ξανά σε λίγες ώρες.',
    tax_service_inactive:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: η υπηρεσία της ΑΑΔΕ δεν είναι ενεργή. Δοκιμάστε ξανά αργότερα.',
    tax_registry_error:
      'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ: σφάλμα επικοινωνίας με το μητρώο. Δοκιμάστε ξανά αργότερα.',
    tax_unavailable: 'Το μητρώο δεν απαντά αυτή τη στιγμή. Δοκιμάστε ξανά αργότερα.',
    tax_unrecognised_error: 'Δεν ήταν δυνατή η ταυτοποίηση του ΑΦΜ. Συμπληρώστε τα στοιχεία χειροκίνητα.',
    tax_vies_valid: 'Ο ΑΦΜ είναι έγκυρος στο VIES.',
    tax_vies_invalid: 'Μη έγκυρη αναζήτηση ΑΦΜ: ο αριθμός δεν είναι εγγεγραμμένος στο VIES.',
    tax_vies_try_later: 'Το VIES δεν απαντά αυτή τη στιγμή. Δοκιμάστε ξανά αργότερα.',
    tax_vies_refused: 'Το VIES δεν δέχτηκε την αναζήτηση. Ελέγξτε τον αριθμό και τη χώρα.',
    tax_vies_not_eu: 'Ο έλεγχος στο VIES αφορά μόνο χώρες της Ευρωπαϊκής Ένωσης.',
  },
  en: {
    tax_found: 'The company details were found.',
    tax_invalid_afm: 'The VAT number is not valid. Check it or choose a receipt.',
    tax_not_configured:
      'Looking up company details by VAT number is not available. The number is valid; fill in the company details.',
    tax_not_found: 'Could not identify the VAT number: it belongs to no taxpayer.',
    tax_wrong_afm: 'Could not identify the VAT number: the number is wrong.',
    tax_not_a_business: 'Could not identify the VAT number: it does not belong to a business.',
    tax_no_input: 'Could not identify the VAT number: no search details were given.',
    tax_not_authenticated:
      'Could not identify the VAT number: the shop may not search the registry right now.',
    tax_username_not_defined:
      "Could not identify the VAT number: the shop's registry account does not exist.",
    tax_username_not_active:
      "Could not identify the VAT number: the shop's registry account has been revoked.",
    tax_username_too_long: "Could not identify the VAT number: the shop's registry account is not valid.",
    tax_token_afm_blocked:
      "Could not identify the VAT number: the shop's VAT number is blocked by the service.",
    tax_token_afm_not_authorized:
      'Could not identify the VAT number: the shop is not authorised for the service.',
    tax_token_afm_not_found:
      "Could not identify the VAT number: the shop's VAT number is unknown to the service.",
    tax_token_afm_not_registered:
      'Could not identify the VAT number: the shop is not registered for the service.',
    tax_caller_blocked: 'Could not identify the VAT number: the calling VAT number is blocked.',
    tax_caller_not_found: 'Could not identify the VAT number: the calling VAT number was not found.',
    tax_caller_not_allowed: 'Could not identify the VAT number: the calling VAT number is not allowed.',
    tax_daily_limit:
      'Could not identify the VAT number: the daily limit of searches is used up. Please try again tomorrow.',
    tax_monthly_limit:
      'Could not identify the VAT number: the monthly limit of searches is used up. Please fill in the details yourself.',
    tax_failures_exceeded:
      'Could not identify the VAT number: too many failed searches. Please try again in a few hours.',
    tax_service_inactive:
      "Could not identify the VAT number: AADE's service is not active. Please try again later.",
    tax_registry_error:
      'Could not identify the VAT number: the registry had a communication error. Please try again later.',
    tax_unavailable: 'The registry is not answering right now. Please try again later.',
    tax_unrecognised_error: 'Could not identify the VAT number. Please fill in the details yourself.',
    tax_vies_valid: 'The VAT number is valid in VIES.',
    tax_vies_invalid: 'Invalid VAT number search: the number is not registered in VIES.',
    tax_vies_try_later: 'VIES is not answering right now. Please try again later.',
    tax_vies_refused: 'VIES did not accept the search. Check the number and the country.',
    tax_vies_not_eu: 'VIES checks only VAT numbers of European Union countries.',
  },
} as const;
