import type { CustomerSession } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '~/lib/language';
import { storeSession } from '../session-client';

/** Stores a new session, forgets the previous customer's cached data and opens the account. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (session: CustomerSession, to = '/profile') => {
    queryClient.removeQueries({ queryKey: ['customers'] });
    queryClient.removeQueries({ queryKey: ['addresses'] });
    storeSession(session);
    navigate(localize(to));
  };
}
