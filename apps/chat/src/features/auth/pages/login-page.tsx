import { KiddoMascot } from '@kiddo/brand';
import { childLoginBodySchema, translateMessage } from '@kiddo/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-text';
import { getInterfaceLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { signInWithAccessLink, signInWithPassword } from '../api/sign-in';
import { LanguagePicker } from '../components/language-picker';

type LoginFieldName = 'family_code' | 'username' | 'password';
type FieldErrors = Partial<Record<LoginFieldName, string>>;
const LOGIN_FIELDS: readonly LoginFieldName[] = ['family_code', 'username', 'password'];

/** One labelled input of the sign-in form, with its error read out with it. */
function LoginField(props: {
  id: string;
  name: LoginFieldName;
  label: string;
  hint?: string;
  type?: 'text' | 'password';
  autoComplete: string;
  autoCapitalize?: 'none' | 'characters';
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const describedBy = [props.hint ? `${props.id}-hint` : '', props.error ? `${props.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="font-bold text-slate-800">
        {props.label}
      </label>
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-slate-600 text-sm">
          {props.hint}
        </p>
      ) : null}
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        autoCapitalize={props.autoCapitalize}
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="min-h-12 rounded-2xl border-2 border-violet-200 bg-white px-4 text-lg outline-none focus:border-violet-500 focus:ring-4 focus:ring-violet-200 aria-invalid:border-rose-400"
      />
      {props.error ? (
        <p id={`${props.id}-error`} className="text-rose-700 text-sm">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /login: signs the child in from the access link (`?token=…`) at once, or with the family code,
 * the username and the password the parent gave (issue 15: usernames are unique per family).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const { child, signIn, hasSessionEnded } = useSession();
  const formId = useId();
  const [familyCode, setFamilyCode] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const onSignedIn = (auth: Parameters<typeof signIn>[0]) => {
    signIn(auth);
    // Replace: the link's token must not stay in the history, and "back" must not sign in again.
    navigate('/', { replace: true });
  };

  const linkSignIn = useMutation({ mutationFn: signInWithAccessLink, onSuccess: onSignedIn });
  const passwordSignIn = useMutation({ mutationFn: signInWithPassword, onSuccess: onSignedIn });

  // One attempt per token, even when React runs the effect twice (StrictMode) or re-renders.
  const triedToken = useRef<string | null>(null);
  const { mutate: tryLink } = linkSignIn;
  useEffect(() => {
    if (!token || triedToken.current === token) return;
    triedToken.current = token;
    tryLink(token);
  }, [token, tryLink]);

  if (child && !token) return <Navigate to="/" replace />;

  const language = getInterfaceLanguage();
  const failure = passwordSignIn.error ?? linkSignIn.error;
  const isBadLink = linkSignIn.error instanceof ApiError && linkSignIn.error.code === 'invalid_token';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    linkSignIn.reset();
    // The same schema the API validates with: one rule, one place.
    const parsed = childLoginBodySchema.safeParse({ family_code: familyCode, username, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = LOGIN_FIELDS.find((name) => name === issue.path[0]);
        if (field && !errors[field]) errors[field] = translateMessage(issue.message, language);
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    passwordSignIn.mutate({
      family_code: parsed.data.family_code,
      username: parsed.data.username,
      password: parsed.data.password,
    });
  }

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-gradient-to-br from-amber-100 via-pink-100 to-violet-200 px-4 py-8">
      <div className="w-full max-w-md rounded-[2rem] bg-white/90 p-6 shadow-xl shadow-violet-200 sm:p-8">
        <div className="flex flex-col items-center gap-2 text-center">
          <KiddoMascot size={112} title={t('app.name')} mood={linkSignIn.isPending ? 'thinking' : 'happy'} />
          <h1 className="font-extrabold text-3xl text-violet-800">{t('login.greeting')}</h1>
          <p className="text-lg text-slate-700">{t('login.subtitle')}</p>
        </div>

        {linkSignIn.isPending ? (
          <p
            role="status"
            className="mt-6 flex items-center justify-center gap-3 font-semibold text-lg text-violet-700"
          >
            <Spinner />
            {t('login.openingLink')}
          </p>
        ) : null}

        {hasSessionEnded && !failure ? (
          <p role="status" className="mt-6 rounded-2xl bg-sky-50 p-4 text-center text-sky-900">
            {t('login.sessionEnded')}
          </p>
        ) : null}

        {failure ? (
          <div role="alert" className="mt-6 rounded-2xl bg-rose-50 p-4 text-center text-rose-900 ring-2 ring-rose-200">
            <p className="font-semibold">{describeError(failure, language)}</p>
            {isBadLink ? <p className="mt-1">{t('login.badLinkHint')}</p> : null}
          </div>
        ) : null}

        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4" aria-busy={passwordSignIn.isPending}>
          <LoginField
            id={`${formId}-family-code`}
            name="family_code"
            label={t('login.familyCode')}
            hint={t('login.familyCodeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            value={familyCode}
            onChange={setFamilyCode}
            error={fieldErrors.family_code}
          />
          <LoginField
            id={`${formId}-username`}
            name="username"
            label={t('login.username')}
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={setUsername}
            error={fieldErrors.username}
          />
          <LoginField
            id={`${formId}-password`}
            name="password"
            type="password"
            label={t('login.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          <Button type="submit" disabled={passwordSignIn.isPending || linkSignIn.isPending} className="mt-2 text-lg">
            {passwordSignIn.isPending ? <Spinner /> : null}
            {t('login.submit')}
          </Button>
          <p className="text-center text-slate-600 text-sm">{t('login.help')}</p>
        </form>
      </div>
      <LanguagePicker />
    </main>
  );
}
