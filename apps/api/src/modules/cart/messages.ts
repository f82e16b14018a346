export const cartMessages = {
  el: {
    gift_card_exclusive: 'Η δωροκάρτα δεν μπορεί να αγοραστεί μαζί με άλλο προϊόν.',
    no_size_selected: 'Επιλέξτε μέγεθος.',
    product_unavailable: 'Το προϊόν δεν είναι διαθέσιμο.',
    dimension_unavailable: 'Το μέγεθος που επιλέξατε δεν είναι διαθέσιμο.',
    product_disabled: 'Το προϊόν δεν μπορεί να προστεθεί στο καλάθι.',
    max_quantity_exceeded: 'Ξεπεράσατε τη μέγιστη ποσότητα για αυτό το προϊόν.',
    gift_form_not_allowed: 'Τα στοιχεία δώρου αφορούν μόνο δωροκάρτες.',
    cart_line_not_found: 'Το προϊόν δεν υπάρχει στο καλάθι σας.',
  },
  en: {
    gift_card_exclusive: 'A gift card cannot be bought together with another product.',
    no_size_selected: 'Please select a size.',
    product_unavailable: 'The product is not available.',
    dimension_unavailable: 'The size you chose is not available.',
    product_disabled: 'The product cannot be added to the cart.',
    max_quantity_exceeded: 'You have exceeded the maximum quantity for this product.',
    gift_form_not_allowed: 'Gift details apply to gift cards only.',
    cart_line_not_found: 'The product is not in your cart.',
  },
} as const;
