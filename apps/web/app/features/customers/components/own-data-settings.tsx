import { deleteAccountRequestSchema } from '@shop/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '~/components/toasts/toast';
import { Dialog } from '~/components/ui/dialog';
import { TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { forgetRouteData } from '~/lib/route-data-cache';
import { writeStoredCustomer } from '~/lib/session';
import { useChange } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { deleteAccount } from '../api/delete-account';
import { exportMyData, saveExport } from '../api/export-my-data';
import { withdrawConsents } from '../api/withdraw-consents';
import { GoogleSignInButton } from './google-sign-in-button';

const buttonClass =
  'rounded-md border border-brand-700 px-5 py-2.5 font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60';
const dangerClass =
  'rounded-md bg-sale px-5 py-2.5 font-medium text-white hover:opacity-90 disabled:opacity-60';

function useFailureToast() {
  const { t } = useTranslation();
  return (error: unknown) =>
    toast.error(error instanceof ApiRequestError && error.body ? error.body.message : t('generic_error'));
}

/** profile/account: download my data, stop marketing messages, delete my account (decision 024). */
export function OwnDataSettings() {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const failed = useFailureToast();
  const [deleting, setDeleting] = useState(false);
  const download = useChange(() => exportMyData(language));
  const withdraw = useChange(() => withdrawConsents(language));

  return (
    <section aria-labelledby="own-data-title" className="mt-10 rounded-lg border border-line p-6">
      <h2 id="own-data-title" className="text-lg font-semibold">
        {t('own_data.title')}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-3">
          <h3 className="font-medium">{t('own_data.export_title')}</h3>
          <p className="text-sm text-muted">{t('own_data.export_text')}</p>
          <button
            type="button"
            className={buttonClass}
            disabled={download.pending}
            aria-busy={download.pending}
            onClick={() => download.run().then(saveExport, failed)}
          >
            {t('own_data.export')}
          </button>
        </div>
        <div className="space-y-3">
          <h3 className="font-medium">{t('own_data.consents_title')}</h3>
          <p className="text-sm text-muted">{t('own_data.consents_text')}</p>
          <button
            type="button"
            className={buttonClass}
            disabled={withdraw.pending}
            aria-busy={withdraw.pending}
            onClick={() => withdraw.run().then((answer) => toast.success(answer.message), failed)}
          >
            {t('own_data.withdraw')}
          </button>
        </div>
        <div className="space-y-3">
          <h3 className="font-medium">{t('own_data.delete_title')}</h3>
          <p className="text-sm text-muted">{t('own_data.delete_text')}</p>
          <button type="button" className={dangerClass} onClick={() => setDeleting(true)}>
            {t('own_data.delete')}
          </button>
        </div>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}

/** Asks for the password (or, for an account without one, a fresh Google sign-in) before deleting. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const failed = useFailureToast();
  const [needsGoogle, setNeedsGoogle] = useState(false);

  const deleted = (message: string) => {
    writeStoredCustomer(null);
    forgetRouteData();
    toast.success(message);
    navigate(localize('/'));
  };
  const { errors, pending, onSubmit } = useContractForm(deleteAccountRequestSchema, async (body) => {
    try {
      deleted((await deleteAccount(language, body)).message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.body?.errors?.pwd?.includes('google_sign_in_required')) {
        setNeedsGoogle(true);
      }
      throw error;
    }
  });
  const withGoogle = useChange((idt: string) => deleteAccount(language, { idt }));

  return (
    <Dialog
      title={t('own_data.confirm_title')}
      closeLabel={t('own_data.cancel')}
      onClose={onClose}
      closeButton
    >
      <p className="mt-3 text-sm">{t('own_data.confirm_text')}</p>
      {needsGoogle ? (
        <div className="mt-4">
          <p className="text-sm">{t('own_data.google_text')}</p>
          <GoogleSignInButton
            onCredential={(credential) =>
              withGoogle.run(credential).then((answer) => deleted(answer.message), failed)
            }
          />
        </div>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <TextField
            name="pwd"
            type="password"
            autoComplete="current-password"
            label={t('own_data.password')}
            errors={errors.pwd}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={dangerClass} disabled={pending} aria-busy={pending}>
              {t('own_data.confirm')}
            </button>
            <button type="button" className={buttonClass} onClick={onClose}>
              {t('own_data.cancel')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
