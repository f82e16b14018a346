export const inventoryMessages = {
  el: {
    stock_invalid:
      'Ελέγξτε τα πεδία του αποθέματος: κάποιο προϊόν, μέγεθος ή σημείο δεν υπάρχει ή η ποσότητα δεν είναι έγκυρη.',
    transfer_short: 'Το σημείο προέλευσης δεν έχει αρκετό απόθεμα για αυτή τη μεταφορά.',
  },
  en: {
    stock_invalid:
      'Check the stock fields: a product, size or location does not exist, or a quantity is not valid.',
    transfer_short: 'The source location does not hold enough stock for this transfer.',
  },
} as const;
