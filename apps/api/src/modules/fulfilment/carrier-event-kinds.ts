import type { CarrierEventKind } from '@shop/contract';

/**
 * ACS's tracking details carry the checkpoint's action in words, not a code; these key words
 * (Greek, upper case, as ACS prints them) decide the kind, the more specific first: "ΜΗ
 * ΠΑΡΑΔΟΣΗ" is a failed attempt before "ΠΑΡΑΔΟΣΗ" is a delivery.
 */
const ACS_KEY_WORDS: readonly [RegExp, CarrierEventKind][] = [
  [/ΕΠΙΣΤΡΟΦ|RETURN/, 'returned'],
  [/ΜΗ ΠΑΡΑΔΟ|ΑΠΟΥΣΙΑ|ΑΡΝΗΣΗ|ΑΔΥΝΑΜΙΑ|NOT DELIVERED|ABSENT/, 'attempt_failed'],
  [/ΠΑΡΑΔΟΘΗΚΕ|ΠΑΡΑΔΟΣΗ|DELIVERED/, 'delivered'],
  [/ΔΙΑΝΟΜΗ|OUT FOR DELIVERY/, 'out_for_delivery'],
  [/ΠΑΡΑΛΑΒΗ|PICKED UP|PICKUP/, 'accepted'],
];

export function acsEventKind(action: string): CarrierEventKind {
  const upper = action.normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase('el');
  for (const [pattern, kind] of ACS_KEY_WORDS) if (pattern.test(upper)) return kind;
  return 'in_transit';
}

/**
 * BoxNow's parcel events (its partner API and webhooks). `new` is the voucher itself and
 * `canceled` the shop's own doing: neither is news for the customer, so neither is recorded.
 */
const BOXNOW_EVENTS: Readonly<Record<string, CarrierEventKind>> = {
  'accepted-to-locker': 'accepted',
  'in-depot': 'accepted',
  'accepted-for-return': 'in_transit',
  'final-destination': 'in_locker',
  expired: 'attempt_failed',
  delivered: 'delivered',
  returned: 'returned',
  lost: 'attempt_failed',
  missing: 'attempt_failed',
};

export function boxNowEventKind(event: string): CarrierEventKind | undefined {
  return BOXNOW_EVENTS[event];
}
