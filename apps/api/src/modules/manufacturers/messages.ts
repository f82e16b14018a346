export const manufacturerMessages = {
  el: {
    manufacturer_not_found: 'Η μάρκα δεν βρέθηκε.',
  },
  en: {
    manufacturer_not_found: 'Brand not found.',
  },
} as const;
