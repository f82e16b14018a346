import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { ApiRequestError } from './api-client';

/**
 * Opens a mailed single-use link once, when the page mounts: a second effect run (React's strict
 * mode) must not spend it again. `failure` is the API's message for a refusal, or the generic one.
 */
export function useSingleUseLink<T>(open: () => Promise<T>, onSuccess?: (result: T) => void) {
  const { t } = useTranslation();
  const { mutate, data, error, isPending, isIdle } = useMutation({ mutationFn: open, onSuccess });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  const failure =
    error instanceof ApiRequestError && error.body ? error.body.message : t('common:generic_error');
  return { data, error, waiting: isIdle || isPending, failure };
}
