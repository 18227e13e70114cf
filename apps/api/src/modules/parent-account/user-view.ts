import type { User } from '@kiddo/contracts';
import { resolveLanguage } from '@kiddo/contracts';
import type { ParentRow, SettingsRow } from './repository';

const DEFAULT_SETTINGS = {
  theme: 'system',
  fontSize: 'medium',
  notifyEmail: true,
  notifyInApp: true,
  notifyLowTokens: true,
  notifyDailyDigest: false,
};

/** The parent as the portal sees it: never the hash, never the Google subject. */
export function toUser(parent: ParentRow, settings: SettingsRow | undefined, plan: 'pro' | 'none'): User {
  const s = settings ?? DEFAULT_SETTINGS;
  return {
    id: parent.id,
    name: parent.name,
    email: parent.email,
    tokens: parent.tokens,
    language: resolveLanguage(parent.language),
    plan,
    theme: s.theme as User['theme'],
    font_size: s.fontSize as User['font_size'],
    notifications: {
      email: s.notifyEmail,
      in_app: s.notifyInApp,
      low_tokens: s.notifyLowTokens,
      daily_digest: s.notifyDailyDigest,
    },
    has_password: parent.passwordHash !== null,
    google_linked: parent.googleId !== null,
    family_code: parent.familyCode,
    mfa_enabled: parent.mfaEnabledAt !== null,
    created_at: parent.createdAt.toISOString(),
  };
}
