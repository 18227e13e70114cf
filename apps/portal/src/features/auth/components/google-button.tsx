import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { getInterfaceLanguage } from '../../../lib/i18n';
import { googleStartUrl, googleStatusQueryOptions, useGoogleStatusQuery } from '../api/google-status';

const LEGAL_LINK_CLASS_NAME =
  'font-semibold text-violet-700 underline underline-offset-2 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-violet-600 dark:text-violet-300';

/**
 * Google sign-in (spec §7). When the server has it configured, the button hands the browser to
 * GET /api/auth/google/start, which redirects to Google; otherwise it explains that it is not set
 * up (DESIGN §1). The same button signs in and creates accounts, so it states the sign-up terms.
 */
export function GoogleButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useGoogleStatusQuery();
  const [isExplained, setIsExplained] = useState(false);
  const [isRedirecting, setIsRedirecting] = useState(false);

  // Back from Google's page, the browser may show this page as it was left: spinning.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async () => {
    // Usually answered from the cache; a click before the first answer waits for it.
    const current = await queryClient.fetchQuery(googleStatusQueryOptions()).catch(() => null);
    if (!current?.enabled) {
      setIsExplained(true);
      return;
    }
    setIsRedirecting(true);
    window.location.assign(googleStartUrl(getInterfaceLanguage()));
  };

  return (
    <div className="space-y-3">
      <Button variant="outline" fullWidth isLoading={isRedirecting} onClick={() => void start()}>
        {!isRedirecting && <GoogleMark />}
        {t('auth.google.button')}
      </Button>
      {status.data?.enabled && (
        <p className="text-xs leading-relaxed text-slate-600 dark:text-slate-400">
          <Trans
            i18nKey="auth.google.termsNotice"
            components={{
              terms: <Link to="/terms" target="_blank" rel="noopener" className={LEGAL_LINK_CLASS_NAME} />,
              privacy: <Link to="/privacy" target="_blank" rel="noopener" className={LEGAL_LINK_CLASS_NAME} />,
            }}
          />
        </p>
      )}
      <div aria-live="polite">
        {isExplained && (
          <Alert tone="info" title={t('auth.google.notConfiguredTitle')}>
            <p>{t('auth.google.notConfigured')}</p>
          </Alert>
        )}
      </div>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.57c2.08-1.92 3.27-4.74 3.27-8.09z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.76c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.95l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.6 10.6 0 0 0 12 1 11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}
