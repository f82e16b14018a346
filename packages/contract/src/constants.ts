/** Business constants of the specification (000 §9, 001 §9). */
export const QUERY_STALE_TIME_MS = 100_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;

export const TOAST_AUTO_CLOSE_MS = 3000;
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
export const HOVER_PREFETCH_DELAY_MS = 700;
export const HEADER_MESSAGE_SLIDER_DELAY_MS = 5000;
export const SUB_MENU_VISIBLE_ITEMS = 6;

export const QUANTITY_MIN = 1;
export const DEFAULT_MAX_QUANTITY = 999;
export const QUANTITY_DEBOUNCE_MS = 500;
export const TOTALS_DEBOUNCE_MS = 1000;

export const SEARCH_MIN_LENGTH_EXCLUSIVE = 2;
export const SEARCH_NO_RESULTS_MIN_LENGTH_EXCLUSIVE = 3;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_RANDOM_SUGGESTIONS = 5;

export const BEST_SELLERS_DEFAULT_DAYS = 30;
export const LOWEST_PRICE_WINDOW_DAYS = 30;
export const RETURN_WINDOW_DAYS = 14;
export const DELAYED_DELIVERY_DAYS = '2-5';

export const DEFAULT_COUNTRY_ID = 1;
export const CART_STORAGE_KEY = 'cart_items';
export const LANGUAGE_STORAGE_KEY = 'lang';
