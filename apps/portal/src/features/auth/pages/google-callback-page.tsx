import { GOOGLE_START_ERROR_CODES } from '@kiddo/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useGoogleCallbackMutation } from '../api/google-callback';
import { AuthCard } from '../components/auth-card';

/** Spec §2: the dashboard opens this long after the session is stored. */
export const GOOGLE_REDIRECT_DELAY_MS = 100;

const START_ERROR_CODES: ReadonlySet<string> = new Set(GOOGLE_START_ERROR_CODES);

/**
 * The text for an `?error=` in the address: our server's own codes (it could not send the
 * browser to Google) have their own message; anything the provider sent (the person cancelled,
 * say) is the spec's generic one. The provider's description is never shown: it is not ours.
 */
export function googleErrorMessage(error: string): string {
  return START_ERROR_CODES.has(error) ? i18n.t(`messages:errors.${error}`) : i18n.t('auth.google.error');
}

/**
 * /auth/google/callback?code=…&state=…: where Google sends the browser back (spec §2). Hands
 * code and state to the API once, stores the session as a login does, then opens the dashboard;
 * on any failure goes back to /login with the reason in a toast.
 */
export function GoogleCallbackPage() {
  usePageMeta('meta.googleCallback.title', 'meta.googleCallback.description');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { signIn } = useSession();
  const { mutateAsync: exchangeCode } = useGoogleCallbackMutation();
  const hasStarted = useRef(false);

  useEffect(() => {
    // React runs effects twice in development, and a code works only once: exchange it once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    const backToLogin = (message: string) => {
      toast.error(message);
      navigate('/login', { replace: true });
    };
    const error = searchParams.get('error');
    const code = searchParams.get('code')?.trim();
    if (error) {
      backToLogin(googleErrorMessage(error));
      return;
    }
    if (!code) {
      backToLogin(t('errors.google_missing_code', { ns: 'messages' }));
      return;
    }
    exchangeCode({ code, state: searchParams.get('state') ?? '', iss: searchParams.get('iss') ?? undefined }).then(
      (answer) => {
        // Two-step sign-in on: the login page asks for the code (issue 15).
        if ('mfa_required' in answer) {
          navigate('/login', { replace: true, state: { mfaToken: answer.mfa_token } });
          return;
        }
        signIn(answer.token, answer.user);
        window.setTimeout(() => navigate('/dashboard', { replace: true }), GOOGLE_REDIRECT_DELAY_MS);
      },
      (failure: unknown) => backToLogin(describeApiError(failure, () => t('auth.google.error'))),
    );
  }, [exchangeCode, navigate, searchParams, signIn, t]);

  return (
    <AuthCard title={t('auth.google.signingInTitle')}>
      <div role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
        <Spinner className="size-6" />
        {t('auth.google.signingInText')}
      </div>
    </AuthCard>
  );
}
