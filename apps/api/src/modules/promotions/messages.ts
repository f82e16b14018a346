/** Policies and bundles not found, and redemptions refused because a coupon or gift card changed meanwhile (409). */
export const promotionMessages = {
  el: {
    promotion_policy_not_found: 'Η προσφορά δεν βρέθηκε ή έχει λήξει.',
    bundle_not_found: 'Το προϊόν δεν ανήκει σε πακέτο.',
    coupon_no_longer_valid: 'Το κουπόνι δεν ισχύει πλέον. Ελέγξτε ξανά το καλάθι σας.',
    gift_card_balance_changed: 'Το υπόλοιπο της δωροκάρτας άλλαξε. Ελέγξτε ξανά το καλάθι σας.',
  },
  en: {
    promotion_policy_not_found: 'The offer was not found or has ended.',
    bundle_not_found: 'The product is not part of a bundle.',
    coupon_no_longer_valid: 'The coupon is no longer valid. Please check your cart again.',
    gift_card_balance_changed: 'The gift card balance has changed. Please check your cart again.',
  },
} as const;
