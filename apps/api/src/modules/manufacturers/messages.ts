export const manufacturerMessages = {
  el: {
    manufacturer_not_found: 'Η μάρκα δεν βρέθηκε.',
    manufacturer_eurl_taken: 'Η διεύθυνση ανήκει ήδη σε άλλη μάρκα.',
  },
  en: {
    manufacturer_not_found: 'Brand not found.',
    manufacturer_eurl_taken: 'The address already belongs to another brand.',
  },
} as const;
