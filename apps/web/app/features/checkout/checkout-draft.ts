import { DEFAULT_COUNTRY_ID, type OrderFormInput, type ReceiptType } from '@shop/contract';
import { useSyncExternalStore } from 'react';

/**
 * The checkout form and state of spec 001 §3, kept in session storage so Back and Reload at any
 * step keep what was entered. Lines, coupons, gift cards, points and offers are the cart's and are
 * added when a request is built.
 */
export interface CheckoutDraft {
  eml: string;
  fnm: string;
  lnm: string;
  mob: string;
  tel: string;
  ctid: number;
  crid: number | null;
  adr1: string;
  ct: string;
  ar: string;
  bnm: string;
  pc: string;
  rt: ReceiptType;
  cnm: string;
  irs: string;
  job: string;
  vat: string;
  sameShippingAsBilling: boolean;
  dfnm: string;
  dlnm: string;
  dmob: string;
  dtel: string;
  dctid: number;
  dcrid: number | null;
  dadr1: string;
  dct: string;
  dar: string;
  dpc: string;
  dbnm: string;
  ncm: string;
  /** Shipping, store and locker are mutually exclusive: choosing a shipping type clears the others. */
  stid: number | null;
  tsid: number | null;
  lckid: string | null;
  /** The chosen locker's name and address, shown again after a reload without a new search. */
  lockerLabel: string;
  ptid: number | null;
  inst: number;
  hasAcceptedTerms: boolean;
  hasAcceptedNewsletter: boolean;
}

export const EMPTY_CHECKOUT_DRAFT: CheckoutDraft = {
  eml: '',
  fnm: '',
  lnm: '',
  mob: '',
  tel: '',
  ctid: DEFAULT_COUNTRY_ID,
  crid: null,
  adr1: '',
  ct: '',
  ar: '',
  bnm: '',
  pc: '',
  rt: 'receipt',
  cnm: '',
  irs: '',
  job: '',
  vat: '',
  sameShippingAsBilling: true,
  dfnm: '',
  dlnm: '',
  dmob: '',
  dtel: '',
  dctid: DEFAULT_COUNTRY_ID,
  dcrid: null,
  dadr1: '',
  dct: '',
  dar: '',
  dpc: '',
  dbnm: '',
  ncm: '',
  stid: null,
  tsid: null,
  lckid: null,
  lockerLabel: '',
  ptid: null,
  inst: 1,
  hasAcceptedTerms: false,
  hasAcceptedNewsletter: false,
};

export const CHECKOUT_DRAFT_KEY = 'checkout_form';
const CHANGED_EVENT = 'checkout-form-changed';

/** A stored draft over the defaults, keeping only fields of the default's type, so old or edited storage cannot break the page. */
export function parseCheckoutDraft(raw: string | null): CheckoutDraft {
  if (!raw) return EMPTY_CHECKOUT_DRAFT;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return EMPTY_CHECKOUT_DRAFT;
  }
  if (typeof stored !== 'object' || stored === null) return EMPTY_CHECKOUT_DRAFT;
  const draft: Record<string, unknown> = { ...EMPTY_CHECKOUT_DRAFT };
  const nullableIds = new Set(['crid', 'dcrid', 'stid', 'tsid', 'ptid']);
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in EMPTY_CHECKOUT_DRAFT)) continue;
    const fallback = draft[key];
    if (nullableIds.has(key)) {
      if (value === null || (Number.isInteger(value) && (value as number) > 0)) draft[key] = value;
    } else if (key === 'lckid') {
      if (value === null || typeof value === 'string') draft[key] = value;
    } else if (typeof value === typeof fallback) {
      draft[key] = value;
    }
  }
  if (draft.rt !== 'receipt' && draft.rt !== 'invoice') draft.rt = 'receipt';
  return draft as unknown as CheckoutDraft;
}

let cache: { raw: string | null; draft: CheckoutDraft } = { raw: null, draft: EMPTY_CHECKOUT_DRAFT };

export function readCheckoutDraft(): CheckoutDraft {
  if (typeof sessionStorage === 'undefined') return EMPTY_CHECKOUT_DRAFT;
  const raw = sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
  if (raw !== cache.raw) cache = { raw, draft: parseCheckoutDraft(raw) };
  return cache.draft;
}

export function updateCheckoutDraft(patch: Partial<CheckoutDraft>): void {
  const next = { ...readCheckoutDraft(), ...patch };
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(next));
  } catch (error) {
    console.error('The checkout form could not be stored', error);
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** After an order: the next checkout starts over, keeping who the shopper is and where they live. */
export function resetCheckoutChoices(): void {
  updateCheckoutDraft({
    stid: null,
    tsid: null,
    lckid: null,
    lockerLabel: '',
    ptid: null,
    inst: 1,
    hasAcceptedTerms: false,
    ncm: '',
  });
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => window.removeEventListener(CHANGED_EVENT, onChange);
}

/** The draft, re-read when any step changes it; the defaults during server rendering. */
export function useCheckoutDraft(): CheckoutDraft {
  return useSyncExternalStore(subscribe, readCheckoutDraft, () => EMPTY_CHECKOUT_DRAFT);
}

const blankToUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

/** The draft as the order form's fields (without lines and redemptions): what both order calls take. */
export function draftOrderFields(
  draft: CheckoutDraft,
): Omit<OrderFormInput, 'lines' | 'couponscodes' | 'gfcd' | 'r_lpnt' | 'SelectedProductOffers'> {
  const { lockerLabel: _shownOnly, stid, tsid, lckid, ptid, crid, dcrid, eml, ...fields } = draft;
  return {
    ...fields,
    eml: eml || undefined,
    crid: blankToUndefined(crid),
    dcrid: blankToUndefined(dcrid),
    stid: blankToUndefined(stid),
    tsid: blankToUndefined(tsid),
    lckid: blankToUndefined(lckid),
    ptid: blankToUndefined(ptid),
  };
}
