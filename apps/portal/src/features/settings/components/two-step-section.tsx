import { zodResolver } from '@hookform/resolvers/zod';
import { type MfaSetupResponse, mfaCodeBodySchema } from '@kiddo/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { describeApiError } from '../../../lib/api-client';
import { translateFormMessage } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useMfaSetupMutation, useMfaSwitchMutation } from '../api/mfa';
import { SettingsSection } from './settings-section';

const codeFormSchema = mfaCodeBodySchema.omit({ language: true });

/** A code field and its button: what turning two-step sign-in on and off both ask for. */
function CodeForm({
  label,
  submit,
  onCode,
  isPending,
}: {
  label: string;
  submit: string;
  onCode: (code: string) => void;
  isPending: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ code }) => onCode(code))}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        className="flex-1"
        label={label}
        autoComplete="one-time-code"
        error={translateFormMessage(errors.code?.message)}
        {...register('code')}
      />
      <Button type="submit" className="sm:mt-7" isLoading={isPending}>
        {submit}
      </Button>
    </form>
  );
}

/**
 * Two-step sign-in (issue 15): scan the QR code with an authenticator app, confirm with a first
 * code, keep the recovery codes shown once; turn it off with a code.
 */
export function TwoStepSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const setup = useMfaSetupMutation();
  const enable = useMfaSwitchMutation('enable');
  const disable = useMfaSwitchMutation('disable');
  const [pending, setPending] = useState<MfaSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const fail = (fallback: string) => (error: unknown) => toast.error(describeApiError(error, () => fallback));

  const onStart = () =>
    setup.mutate(undefined, { onSuccess: setPending, onError: fail(t('settings.security.mfa.error')) });
  const onEnable = (code: string) =>
    enable.mutate(code, {
      onSuccess: (response) => {
        setPending(null);
        if ('recovery_codes' in response) setRecoveryCodes(response.recovery_codes);
        toast.success(t('settings.security.mfa.enabled'));
      },
      onError: fail(t('settings.security.mfa.error')),
    });
  const onDisable = (code: string) =>
    disable.mutate(code, {
      onSuccess: () => toast.success(t('settings.security.mfa.disabled')),
      onError: fail(t('settings.security.mfa.error')),
    });

  return (
    <SettingsSection title={t('settings.security.mfa.title')} description={t('settings.security.mfa.description')}>
      {recoveryCodes && (
        <section
          aria-label={t('settings.security.mfa.recoveryTitle')}
          className="mb-5 rounded-xl bg-amber-50 p-4 dark:bg-amber-950/40"
        >
          <p className="font-semibold text-amber-900 dark:text-amber-200">{t('settings.security.mfa.recoveryTitle')}</p>
          <p className="mt-1 text-sm text-amber-900 dark:text-amber-200">{t('settings.security.mfa.recoveryText')}</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => setRecoveryCodes(null)}>
            {t('settings.security.mfa.recoverySaved')}
          </Button>
        </section>
      )}
      {user.mfa_enabled ? (
        <div className="space-y-4">
          <p className="flex items-center gap-2 font-semibold text-emerald-800 dark:text-emerald-300">
            <ShieldCheck className="size-5" aria-hidden="true" />
            {t('settings.security.mfa.on')}
          </p>
          <CodeForm
            label={t('settings.security.mfa.disableCode')}
            submit={t('settings.security.mfa.disable')}
            onCode={onDisable}
            isPending={disable.isPending}
          />
        </div>
      ) : pending ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('settings.security.mfa.scan')}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pending.qr_svg)}`}
            alt={t('settings.security.mfa.qrAlt')}
            className="size-44 rounded-lg bg-white p-2"
          />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('settings.security.mfa.typeSecret')}{' '}
            <code data-testid="mfa-secret" className="break-all rounded bg-slate-100 px-1 font-mono dark:bg-slate-800">
              {pending.secret}
            </code>
          </p>
          <CodeForm
            label={t('settings.security.mfa.firstCode')}
            submit={t('settings.security.mfa.enable')}
            onCode={onEnable}
            isPending={enable.isPending}
          />
        </div>
      ) : (
        <Button onClick={onStart} isLoading={setup.isPending}>
          {t('settings.security.mfa.start')}
        </Button>
      )}
    </SettingsSection>
  );
}
