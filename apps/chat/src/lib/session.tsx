import { type ChildAuthResponse, type ChildProfile, childValidateResponseSchema } from '@kiddo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { apiRequest, UNAUTHORIZED_EVENT } from './api-client';
import { applyInterfaceLanguage } from './i18n';
import { clearStoredSession, readStoredChild, readStoredToken, storeChild, storeSession } from './session-storage';
import { stopSpeaking } from './speech';

interface SessionValue {
  /** The signed-in child, or null (then every chat route sends to /login). */
  child: ChildProfile | null;
  /** True after the server ended the session (the parent changed the password or the link). */
  hasSessionEnded: boolean;
  signIn: (auth: Pick<ChildAuthResponse, 'token' | 'child'>) => void;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The child's session: starts from what this device stored, checks it with the server once
 * (the parent may have changed the controls — or ended the session), and ends it on any 401
 * from the api client.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [child, setChild] = useState<ChildProfile | null>(() => (readStoredToken() ? readStoredChild() : null));
  const [hasSessionEnded, setHasSessionEnded] = useState(false);
  const hasValidated = useRef(false);

  useEffect(() => {
    const endSession = () => {
      stopSpeaking();
      queryClient.clear();
      setChild(null);
      setHasSessionEnded(true);
    };
    window.addEventListener(UNAUTHORIZED_EVENT, endSession);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, endSession);
  }, [queryClient]);

  useEffect(() => {
    if (hasValidated.current || !readStoredToken()) return;
    hasValidated.current = true;
    apiRequest<unknown>('/auth/child/validate')
      .then((response) => {
        const parsed = childValidateResponseSchema.safeParse(response);
        if (!parsed.success || !readStoredToken()) return;
        storeChild(parsed.data.child);
        applyInterfaceLanguage(parsed.data.child.language);
        setChild(parsed.data.child);
      })
      // A 401 already ended the session through the event; offline, the stored profile is kept.
      .catch(() => {});
  }, []);

  const signIn = useCallback<SessionValue['signIn']>(
    ({ token, child: profile }) => {
      queryClient.clear();
      storeSession(token, profile);
      applyInterfaceLanguage(profile.language);
      setHasSessionEnded(false);
      setChild(profile);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    stopSpeaking();
    // The request takes the token with it before the storage is cleared; the child leaves at
    // once, without waiting on a slow network. A failed call only leaves a session to expire.
    const revoke = apiRequest('/auth/child/logout', { method: 'POST', endSessionOnUnauthorized: false }).catch(
      () => {},
    );
    clearStoredSession();
    queryClient.clear();
    setHasSessionEnded(false);
    setChild(null);
    await revoke;
  }, [queryClient]);

  const value = useMemo(() => ({ child, hasSessionEnded, signIn, signOut }), [child, hasSessionEnded, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The session of the SessionProvider above. */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in child, for screens behind the sign-in guard. */
export function useChild(): ChildProfile {
  const { child } = useSession();
  if (!child) throw new Error('useChild must be used behind the sign-in guard');
  return child;
}
