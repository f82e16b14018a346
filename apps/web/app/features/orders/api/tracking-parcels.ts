import type { Language, OrderTracking } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

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

export const trackingParcelsQuery = (language: Language, uid: string, email: string | null) =>
  queryOptions({
    queryKey: ['orders', 'tracking', language, uid, email],
    queryFn: ({ signal }) => getTrackingParcels(language, uid, email, signal),
    retry: false,
  });

export const useTrackingParcels = (language: Language, uid: string, email: string | null) =>
  useQuery(trackingParcelsQuery(language, uid, email));
