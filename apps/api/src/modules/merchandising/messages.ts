export const merchandisingMessages = {
  el: {
    landing_collection_not_found: 'Η συλλογή δεν βρέθηκε.',
    curated_list_not_found: 'Η λίστα προϊόντων δεν βρέθηκε.',
    home_curated_list_title: 'Επιλογές του φαρμακοποιού',
  },
  en: {
    landing_collection_not_found: 'The collection was not found.',
    curated_list_not_found: 'The product list was not found.',
    home_curated_list_title: 'Our pharmacists’ picks',
  },
} as const;
