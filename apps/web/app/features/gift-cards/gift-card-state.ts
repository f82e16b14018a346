import { type BoughtGiftCard, localeOf, SHOP_TIME_ZONE } from '@shop/contract';

export type GiftCardState = 'active' | 'withdrawn' | 'expired' | 'spent';

/** What a buyer needs to know first about a card: can it still be used, and if not, why. */
export function giftCardState(card: BoughtGiftCard, now = new Date()): GiftCardState {
  if (!card.act) return 'withdrawn';
  if (card.exp !== null && new Date(card.exp) <= now) return 'expired';
  if (card.bal <= 0) return 'spent';
  return 'active';
}

/** A date as the shop's customers read it: in Athens time, in the page language. */
export function formatGiftCardDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'medium',
  }).format(date);
}
