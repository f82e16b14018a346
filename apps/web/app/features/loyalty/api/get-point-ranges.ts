import type { Language, PointRanges } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The redemption ranges and rules: the shop's, the same for everyone. */
export const usePointRanges = (language: Language) =>
  useQuery({
    queryKey: ['loyalty', 'point-ranges', language],
    queryFn: ({ signal }) => apiRequest<PointRanges>(language, 'PointRanges/GetPointRanges', { signal }),
  });
