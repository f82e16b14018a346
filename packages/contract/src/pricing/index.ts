export * from './arithmetic.ts';
export { checkCoupon } from './coupon-rules.ts';
export * from './engine.ts';
export * from './types.ts';
export * from './unit-offer.ts';
