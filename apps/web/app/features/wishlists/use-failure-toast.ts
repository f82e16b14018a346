import { toast } from '~/components/toasts/toast';
import { ApiRequestError } from '~/lib/api-client';
import { useTranslation } from '~/lib/use-translation';

/** Says that a change to the lists failed: the API's own message when it sent one. */
export function useFailureToast(): (error: unknown) => void {
  const { t } = useTranslation('wishlists');
  return (error) =>
    toast.error(
      error instanceof ApiRequestError && error.body?.message ? error.body.message : t('errors.failed'),
    );
}
