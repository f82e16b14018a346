import type { CustomerSession } from '@shop/contract';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { storeSession } from '../session-client';

/** Stores a new session, forgets the previous customer's cached data and opens the account. */
export function useSignIn() {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (session: CustomerSession, to = '/profile') => {
    storeSession(session);
    forgetRouteData();
    navigate(localize(to));
  };
}
