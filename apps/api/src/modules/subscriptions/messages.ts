export const subscriptionMessages = {
  el: {
    back_in_stock_subscribed: 'Θα σας ειδοποιήσουμε με email μόλις το προϊόν είναι ξανά διαθέσιμο.',
    back_in_stock_already_available: 'Το προϊόν είναι ήδη διαθέσιμο.',
  },
  en: {
    back_in_stock_subscribed: 'We will email you as soon as the product is back in stock.',
    back_in_stock_already_available: 'The product is already available.',
  },
} as const;
