import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, type User } from '@kiddo/contracts';

/*
 * The parent's session as kept in localStorage (spec §3): the bearer token and the user.
 * Plain functions, no React, so the api-client can use them too.
 */

/**
 * The zod schemas of the session's answers, a chunk loaded only when a session is stored or
 * started: a visitor's first load carries no zod (docs/decisions/008-web-performance.md).
 */
export function loadSessionSchemas() {
  return import('./session-schemas');
}

/** Reads the stored bearer token, or null when logged out. */
export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Reads the stored user; a missing or malformed entry (older version, manual edit) counts as none. */
export async function readStoredUser(): Promise<User | null> {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const { userSchema } = await loadSessionSchemas();
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores a new session (login, password change). */
export function storeSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  storeUser(user);
}

/** Replaces the stored user (after a validate or a settings change). */
export function storeUser(user: User): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** Forgets the token and the user; the interface language and appearance stay. */
export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(USER_STORAGE_KEY);
}
