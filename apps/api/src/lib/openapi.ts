import { apiErrorSchema } from '@shop/contract';

/** The error responses every route documents. */
export const apiErrorResponses = {
  400: apiErrorSchema,
  404: apiErrorSchema,
} as const;
