import { TOTALS_DEBOUNCE_MS } from '@shop/contract';
import { requestToPrice } from './build-totals-request';
import { useDebouncedValue } from './use-debounced-value';

/** The totals request to price (cart or order): at once for a cart just loaded, debounced for later changes. */
export function useTotalsRequest<Request extends { lines: unknown[] }>(request: Request): Request {
  return requestToPrice(request, useDebouncedValue(request, TOTALS_DEBOUNCE_MS));
}
