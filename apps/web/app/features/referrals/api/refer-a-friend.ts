import type { Language, ReferAFriendQuery, ReferAFriendResponse } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Sends (or re-sends) an invitation; the answer holds its code and the mailed link. */
export const referAFriend = (language: Language, query: ReferAFriendQuery) =>
  apiRequest<ReferAFriendResponse>(language, 'customers/referafriend', {
    query: { email: query.email, ...(query.comments ? { comments: query.comments } : {}) },
  });
