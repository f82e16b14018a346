export const documentMessages = {
  el: {
    document_not_found: 'Το παραστατικό δεν βρέθηκε.',
    document_transmitted: 'Το παραστατικό έχει ήδη διαβιβαστεί στο myDATA.',
    mydata_not_configured:
      'Η διαβίβαση στο myDATA δεν έχει ρυθμιστεί (MYDATA_USER_ID, MYDATA_SUBSCRIPTION_KEY).',
  },
  en: {
    document_not_found: 'Document not found.',
    document_transmitted: 'The document has been transmitted to myDATA already.',
    mydata_not_configured:
      'Transmission to myDATA is not configured (MYDATA_USER_ID, MYDATA_SUBSCRIPTION_KEY).',
  },
} as const;
