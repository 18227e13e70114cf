import { TOKEN_STORAGE_KEY, type User } from '@kiddo/contracts';
import { QueryClientContext } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest, UNAUTHORIZED_EVENT } from './api-client';
import { peekAppQueryClient } from './app-query-client';
import { setAppearance } from './appearance';
import { applyInterfaceLanguage } from './i18n';
import {
  clearStoredSession,
  loadSessionSchemas,
  readStoredToken,
  readStoredUser,
  storeSession,
  storeUser,
} from './session-storage';

export type SessionStatus = 'checking' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** True after the parent chose to log out: the next login starts at /dashboard, not where they were. */
  hasSignedOut?: boolean;
  /** Where a protected page sends the parent once the session ended: /login unless said otherwise. */
  exitPath?: string;
}

export interface SessionValue extends SessionState {
  /** After a login: keeps token and user and takes on the account's language, theme and font size. */
  signIn: (token: string, user: User) => void;
  /** After a password change: the server revoked every session and sent a new token. */
  replaceToken: (token: string, user: User) => void;
  /** After any call that answers with the fresh user (settings, language). */
  updateUser: (user: User) => void;
  /** Asks the server for the user again: after a purchase, the plan and the token balance changed. */
  refreshUser: () => Promise<void>;
  /** Tells the server, then forgets everything and goes to /login, even when the server is unreachable. */
  signOut: () => Promise<void>;
  /** After the account was deleted: the server already ended every session; forgets it here and goes to /. */
  leaveDeletedAccount: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

function initialState(): SessionState {
  return readStoredToken() ? { status: 'checking', user: null } : { status: 'anonymous', user: null };
}

/**
 * The parent's session (spec §4): validates the stored token on startup and whenever another tab
 * changes it, and ends it on any 401 (`unauthorized` event). Lives inside the router so it can
 * send the parent to /login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The client of the screens: a test's, or the app's once a screen has made it (none before).
  const givenQueryClient = use(QueryClientContext);
  const [state, setState] = useState<SessionState>(initialState);

  const validateStoredToken = useCallback(async (signal: AbortSignal) => {
    const token = readStoredToken();
    if (!token) {
      setState({ status: 'anonymous', user: null });
      return;
    }
    try {
      // The schemas' chunk comes while the server answers.
      const [response, { validateResponseSchema }] = await Promise.all([
        apiRequest<unknown>('/auth/parent/validate', { signal, endSessionOnUnauthorized: false }),
        loadSessionSchemas(),
      ]);
      const parsed = validateResponseSchema.safeParse(response);
      if (!parsed.success) throw new ApiError({ status: 200, code: 'invalid_response' });
      if (signal.aborted || readStoredToken() !== token) return;
      storeUser(parsed.data.user);
      setState({ status: 'authenticated', user: parsed.data.user });
    } catch (error) {
      if (signal.aborted || readStoredToken() !== token) return;
      const isServerUnreachable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      const storedUser = isServerUnreachable ? await readStoredUser() : null;
      if (signal.aborted || readStoredToken() !== token) return;
      if (isServerUnreachable && storedUser) {
        // A server outage says nothing about the token: keep the parent signed in with what we know.
        setState({ status: 'authenticated', user: storedUser });
        return;
      }
      clearStoredSession();
      setState({ status: 'anonymous', user: null });
    }
  }, []);

  const endSession = useCallback(
    (options: { hasSignedOut?: boolean; exitPath?: string } = {}) => {
      clearStoredSession();
      (givenQueryClient ?? peekAppQueryClient())?.clear();
      // The guard of the page being left reads exitPath: it renders before this navigation lands.
      setState({ status: 'anonymous', user: null, hasSignedOut: options.hasSignedOut, exitPath: options.exitPath });
      navigate(options.exitPath ?? '/login', { replace: true });
    },
    [navigate, givenQueryClient],
  );

  useEffect(() => {
    const controller = new AbortController();
    void validateStoredToken(controller.signal);
    return () => controller.abort();
  }, [validateStoredToken]);

  useEffect(() => {
    let controller: AbortController | undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      controller?.abort();
      controller = new AbortController();
      void validateStoredToken(controller.signal);
    };
    const onUnauthorized = () => endSession();
    window.addEventListener('storage', onStorage);
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => {
      controller?.abort();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    };
  }, [validateStoredToken, endSession]);

  const signIn = useCallback((token: string, user: User) => {
    storeSession(token, user);
    applyInterfaceLanguage(user.language);
    setAppearance({ theme: user.theme, fontSize: user.font_size });
    setState({ status: 'authenticated', user });
  }, []);

  const replaceToken = useCallback((token: string, user: User) => {
    storeSession(token, user);
    setState({ status: 'authenticated', user });
  }, []);

  const updateUser = useCallback((user: User) => {
    if (!readStoredToken()) return;
    storeUser(user);
    setState((previous) => (previous.status === 'authenticated' ? { ...previous, user } : previous));
  }, []);

  const refreshUser = useCallback(() => validateStoredToken(new AbortController().signal), [validateStoredToken]);

  const signOut = useCallback(async () => {
    try {
      await apiRequest('/auth/parent/logout', { method: 'POST', endSessionOnUnauthorized: false });
    } catch {
      // The local session ends anyway; an unreachable server must not keep the parent signed in.
    }
    endSession({ hasSignedOut: true });
  }, [endSession]);

  const leaveDeletedAccount = useCallback(() => endSession({ hasSignedOut: true, exitPath: '/' }), [endSession]);

  const value = useMemo<SessionValue>(
    () => ({ ...state, signIn, replaceToken, updateUser, refreshUser, signOut, leaveDeletedAccount }),
    [state, signIn, replaceToken, updateUser, refreshUser, signOut, leaveDeletedAccount],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session; only inside SessionProvider. */
export function useSession(): SessionValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The logged-in parent, for pages behind the authenticated layout (which guarantees one). */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser must be used behind the authenticated layout');
  return user;
}
