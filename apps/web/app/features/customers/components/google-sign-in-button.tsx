import { useCallback, useEffect, useRef } from 'react';
import { toast } from '~/components/toasts/toast';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage, usePublicConfig } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { googleLogin } from '../api/google-login';
import { useSignIn } from './use-sign-in';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

function loadGoogleScript(): Promise<GoogleIdentity> {
  if (window.google) return Promise.resolve(window.google);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no google')));
    script.onerror = () => reject(new Error('google script failed'));
    document.head.append(script);
  });
}

interface GoogleSignInButtonProps {
  /** Where a sign-in goes next. */
  next?: string;
  /**
   * Takes the ID token instead of signing in with it: a fresh Google sign-in that confirms an
   * action of the signed-in account (its deletion).
   */
  onCredential?: (credential: string) => void;
}

/** Google's own button (Identity Services); shown only when a client id is configured. */
export function GoogleSignInButton({ next, onCredential }: GoogleSignInButtonProps) {
  const { t } = useTranslation('customers');
  const { googleClientId } = usePublicConfig();
  const language = useLanguage();
  const signIn = useSignIn();
  const container = useRef<HTMLDivElement>(null);
  const signInRef = useRef(signIn);
  signInRef.current = signIn;
  const signInWith = useCallback(
    (credential: string) =>
      googleLogin(language, credential).then(
        (session) => signInRef.current(session, next),
        (error: unknown) =>
          toast.error(
            error instanceof ApiRequestError && error.body ? error.body.message : t('login.google_failed'),
          ),
      ),
    [language, next, t],
  );

  useEffect(() => {
    if (!googleClientId) return;
    let cancelled = false;
    loadGoogleScript()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: googleClientId,
          callback: (response) => (onCredential ?? signInWith)(response.credential),
        });
        google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          locale: language,
          width: 320,
        });
      })
      .catch(() => {
        if (!cancelled) toast.error(t('login.google_failed'));
      });
    return () => {
      cancelled = true;
    };
  }, [googleClientId, language, signInWith, onCredential, t]);

  if (!googleClientId) return null;
  return (
    <div className="mt-6 space-y-4">
      {!onCredential && <p className="text-center text-sm text-muted">{t('login.or')}</p>}
      <div ref={container} className="flex min-h-11 justify-center" />
    </div>
  );
}
