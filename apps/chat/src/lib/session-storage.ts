import { type ChildProfile, childProfileSchema } from '@kiddo/contracts';

/*
 * The child's session as kept in this origin's localStorage: the bearer token and the profile.
 * Keys of their own (not the portal's `kiddo.parent.*`): even if both sites ever shared an
 * origin, a child's sign-in could never replace a parent's. Plain functions, no React, so the
 * api client can use them too.
 */

export const CHILD_TOKEN_STORAGE_KEY = 'kiddo.child.token';
export const CHILD_PROFILE_STORAGE_KEY = 'kiddo.child.profile';

/** Reads the stored bearer token, or null when signed out. */
export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(CHILD_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Reads the stored profile; a missing or malformed entry (older version, manual edit) counts as none. */
export function readStoredChild(): ChildProfile | null {
  try {
    const raw = localStorage.getItem(CHILD_PROFILE_STORAGE_KEY);
    if (!raw) return null;
    const parsed = childProfileSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores a new session (access link or username sign-in). */
export function storeSession(token: string, child: ChildProfile): void {
  localStorage.setItem(CHILD_TOKEN_STORAGE_KEY, token);
  storeChild(child);
}

/** Replaces the stored profile (after a validate: the parent may have changed the controls). */
export function storeChild(child: ChildProfile): void {
  localStorage.setItem(CHILD_PROFILE_STORAGE_KEY, JSON.stringify(child));
}

/** Forgets the token and the profile; the interface language stays for the next sign-in. */
export function clearStoredSession(): void {
  try {
    localStorage.removeItem(CHILD_TOKEN_STORAGE_KEY);
    localStorage.removeItem(CHILD_PROFILE_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
