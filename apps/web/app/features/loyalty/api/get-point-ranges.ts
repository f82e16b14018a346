import type { Language, PointRanges } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

/** The redemption ranges and rules: the shop's, the same for everyone. */
export const usePointRanges = (language: Language) =>
  useBrowserData(['loyalty', 'point-ranges', language], (signal) =>
    apiRequest<PointRanges>(language, 'PointRanges/GetPointRanges', { signal }),
  );
