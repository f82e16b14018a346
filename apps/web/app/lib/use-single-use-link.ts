import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { ApiRequestError } from './api-client';

/**
 * Opens a mailed single-use link once, when the page mounts: a second effect run (React's strict
 * mode) must not spend it again. `failure` is the API's message for a refusal, or the generic one.
 */
export function useSingleUseLink<T>(open: () => Promise<T>, onSuccess?: (result: T) => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ data?: T; error: Error | null; waiting: boolean }>({
    error: null,
    waiting: true,
  });
  const started = useRef(false);
  const openRef = useRef({ open, onSuccess });
  openRef.current = { open, onSuccess };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    openRef.current.open().then(
      (data) => {
        setState({ data, error: null, waiting: false });
        openRef.current.onSuccess?.(data);
      },
      (error: unknown) =>
        setState({ error: error instanceof Error ? error : new Error(String(error)), waiting: false }),
    );
  }, []);
  const { data, error, waiting } = state;
  const failure =
    error instanceof ApiRequestError && error.body ? error.body.message : t('common:generic_error');
  return { data, error, waiting, failure };
}
