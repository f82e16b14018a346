export const documentMessages = {
  el: {
    document_not_found: 'Το παραστατικό δεν βρέθηκε.',
    document_transmitted: 'Το παραστατικό έχει ήδη διαβιβαστεί στο myDATA.',
    credit_request_invalid: 'Το πιστωτικό δεν μπορεί να εκδοθεί έτσι: ελέγξτε τις γραμμές και τα ποσά.',
    credit_exceeds_sale: 'Το πιστωτικό θα ξεπερνούσε ό,τι απομένει από το αρχικό παραστατικό.',
    credit_no_sale: 'Η παραγγελία δεν έχει ακόμη παραστατικό πώλησης για να πιστωθεί.',
    mydata_not_configured:
      'Η διαβίβαση στο myDATA δεν έχει ρυθμιστεί (MYDATA_USER_ID, MYDATA_SUBSCRIPTION_KEY).',
  },
  en: {
    document_not_found: 'Document not found.',
    document_transmitted: 'The document has been transmitted to myDATA already.',
    credit_request_invalid: 'The credit note cannot be issued like this: check its lines and amounts.',
    credit_exceeds_sale: 'The credit note would exceed what is left of the original document.',
    credit_no_sale: 'The order has no sales document to credit yet.',
    mydata_not_configured:
      'Transmission to myDATA is not configured (MYDATA_USER_ID, MYDATA_SUBSCRIPTION_KEY).',
  },
} as const;
