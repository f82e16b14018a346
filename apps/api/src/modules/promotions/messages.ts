/**
 * Policies and bundles not found, and redemptions refused because a coupon or gift card changed
 * meanwhile (409). A coupon or gift card not found is said with pricing's codes
 * (`coupon_not_found`, `gift_card_not_found`), the ones a shopper already reads.
 */
export const promotionMessages = {
  el: {
    promotion_policy_not_found: 'Η προσφορά δεν βρέθηκε ή έχει λήξει.',
    bundle_not_found: 'Το προϊόν δεν ανήκει σε πακέτο.',
    coupon_no_longer_valid: 'Το κουπόνι δεν ισχύει πλέον. Ελέγξτε ξανά το καλάθι σας.',
    gift_card_balance_changed: 'Το υπόλοιπο της δωροκάρτας άλλαξε. Ελέγξτε ξανά το καλάθι σας.',
    promotion_invalid: 'Ελέγξτε τα προϊόντα, τις κατηγορίες και τις μάρκες της προσφοράς.',
    promotion_code_taken: 'Ο κωδικός ανήκει ήδη σε άλλη προσφορά.',
    coupon_invalid: 'Η προσφορά του κουπονιού δεν υπάρχει.',
    coupon_code_taken: 'Ο κωδικός ανήκει ήδη σε άλλο κουπόνι.',
  },
  en: {
    promotion_policy_not_found: 'The offer was not found or has ended.',
    bundle_not_found: 'The product is not part of a bundle.',
    coupon_no_longer_valid: 'The coupon is no longer valid. Please check your cart again.',
    gift_card_balance_changed: 'The gift card balance has changed. Please check your cart again.',
    promotion_invalid: 'Check the offer’s products, categories and brands.',
    promotion_code_taken: 'The code already belongs to another offer.',
    coupon_invalid: 'The coupon’s offer does not exist.',
    coupon_code_taken: 'The code already belongs to another coupon.',
  },
} as const;
