import type { CustomerReviewRequest, Language, Review } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Writes the customer's review of a product (InsertCustomerReview) or edits it (UpdateCustomerReview). */
export const saveReview = (language: Language, body: CustomerReviewRequest, existing: boolean) =>
  apiRequest<Review>(language, existing ? 'reviews/UpdateCustomerReview' : 'reviews/InsertCustomerReview', {
    method: 'POST',
    body,
  });
