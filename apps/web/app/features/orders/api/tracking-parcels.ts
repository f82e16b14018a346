import type { Language, OrderTracking } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

/** An order's parcels with the carriers' events; a guest proves the order is theirs with its email. */
export const getTrackingParcels = (
  language: Language,
  uid: string,
  email: string | null,
  signal?: AbortSignal,
) =>
  apiRequest<OrderTracking>(language, 'orders/tracking', {
    query: { uid, email: email ?? undefined },
    signal,
  });

export const useTrackingParcels = (language: Language, uid: string, email: string | null) =>
  useBrowserData(
    ['orders', 'tracking', language, uid, email],
    (signal) => getTrackingParcels(language, uid, email, signal),
    // The page explains a failure (an unknown order, an expired link) at once.
    { retry: false },
  );
