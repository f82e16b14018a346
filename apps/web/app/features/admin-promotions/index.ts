/** The back office's promotions, coupons and gift cards. */
export { CouponPage } from './coupon-page';
export { GiftCardDetail, GiftCardList } from './gift-card-pages';
export { couponSaveInput, promotionSaveInput } from './promotion-input';
export { PromotionPage } from './promotion-page';
