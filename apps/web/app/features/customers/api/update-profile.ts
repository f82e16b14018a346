import type { CustomerProfile, Language, UpdateProfileRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const updateProfile = (language: Language, body: UpdateProfileRequest) =>
  apiRequest<CustomerProfile>(language, 'customers/updateprofile', { method: 'POST', body });
