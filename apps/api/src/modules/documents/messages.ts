export const documentMessages = {
  el: {
    document_not_found: 'Το παραστατικό δεν βρέθηκε.',
  },
  en: {
    document_not_found: 'Document not found.',
  },
} as const;
