export const checkoutMessages = {
  el: {
    out_of_stock: 'Ένα προϊόν δεν είναι διαθέσιμο, επιστρέψτε στο καλάθι και ενημερώστε την ποσότητα.',
    order_in_progress: 'Η παραγγελία σας καταχωρείται ήδη. Περιμένετε λίγο.',
    order_key_in_use: 'Υπήρξε ένα πρόβλημα με την παραγγελία σας. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.',
  },
  en: {
    out_of_stock: 'A product is out of stock, return to the cart and update quantity.',
    order_in_progress: 'Your order is already being placed. Please wait a moment.',
    order_key_in_use: 'There was a problem with your order. Reload the page and try again.',
  },
} as const;
