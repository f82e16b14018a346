export const checkoutMessages = {
  el: {
    out_of_stock: 'Ένα προϊόν δεν είναι διαθέσιμο, επιστρέψτε στο καλάθι και ενημερώστε την ποσότητα.',
    order_in_progress: 'Η παραγγελία σας καταχωρείται ήδη. Περιμένετε λίγο.',
    order_key_in_use: 'Υπήρξε ένα πρόβλημα με την παραγγελία σας. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.',
    redemption_lost:
      'Ένα κουπόνι ή μια δωροκάρτα της παραγγελίας σας δεν ισχύει πλέον (χρησιμοποιήθηκε μόλις σε άλλη παραγγελία) και το σύνολο άλλαξε. Ελέγξτε τα νέα σύνολα και πατήστε ξανά Πληρωμή.',
    totals_changed:
      'Το σύνολο της παραγγελίας σας άλλαξε από τη στιγμή που το είδατε. Ελέγξτε τα νέα σύνολα και πατήστε ξανά Πληρωμή.',
  },
  en: {
    out_of_stock: 'A product is out of stock, return to the cart and update quantity.',
    order_in_progress: 'Your order is already being placed. Please wait a moment.',
    order_key_in_use: 'There was a problem with your order. Reload the page and try again.',
    redemption_lost:
      'A coupon or gift card in your order is no longer valid (another order has just used it) and the total has changed. Check the new totals and press Pay again.',
    totals_changed:
      'The total of your order has changed since you saw it. Check the new totals and press Pay again.',
  },
} as const;
