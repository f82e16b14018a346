export const addressMessages = {
  el: {
    address_exists: 'Υπάρχει ήδη διεύθυνση με αυτόν τον τίτλο.',
    address_not_found: 'Η διεύθυνση δεν βρέθηκε.',
    address_delete_failed: 'Η διεύθυνση δεν μπόρεσε να διαγραφεί.',
    too_many_addresses: 'Έχετε φτάσει το μέγιστο πλήθος διευθύνσεων.',
    invalid_country: 'Η χώρα δεν είναι διαθέσιμη.',
    invalid_region: 'Η περιοχή δεν ανήκει στη χώρα.',
    postcode_not_in_region: 'Ο ταχυδρομικός κώδικας δεν ανήκει στην περιοχή που επιλέξατε.',
  },
  en: {
    address_exists: 'An address with this title already exists.',
    address_not_found: 'Address not found.',
    address_delete_failed: 'The address could not be deleted.',
    too_many_addresses: 'You have reached the maximum number of addresses.',
    invalid_country: 'The country is not available.',
    invalid_region: 'The region does not belong to the country.',
    postcode_not_in_region: 'The postcode does not belong to the selected region.',
  },
} as const;
