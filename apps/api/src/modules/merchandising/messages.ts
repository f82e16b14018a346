export const merchandisingMessages = {
  el: {
    landing_collection_not_found: 'Η συλλογή δεν βρέθηκε.',
    curated_list_not_found: 'Η λίστα προϊόντων δεν βρέθηκε.',
    home_curated_list_title: 'Επιλογές του φαρμακοποιού',
    banner_not_found: 'Η διαφημιστική εικόνα (banner) δεν βρέθηκε.',
  },
  en: {
    landing_collection_not_found: 'The collection was not found.',
    curated_list_not_found: 'The product list was not found.',
    home_curated_list_title: 'Our pharmacists’ picks',
    banner_not_found: 'The banner was not found.',
  },
} as const;
