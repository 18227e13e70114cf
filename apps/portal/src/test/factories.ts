import {
  type Child,
  DEFAULT_PARENTAL_CONTROLS,
  type Plan,
  packageViews,
  planView,
  type SubscriptionInfo,
  type TokenPackage,
  type User,
} from '@kiddo/contracts';

/** The settings GET /auth/parent/settings answers for a user (shared with the API). */
export { settingsOf } from '@kiddo/contracts';

/** A verified parent with a password, no plan and the sign-up bonus. */
export function createUser(overrides: Partial<User> = {}): User {
  return {
    id: 'parent-1',
    name: 'Ana Souza',
    email: 'ana@example.com',
    tokens: 500,
    language: 'pt',
    plan: 'none',
    theme: 'system',
    font_size: 'medium',
    notifications: { email: true, in_app: true, low_tokens: true, daily_digest: false },
    has_password: true,
    google_linked: false,
    family_code: 'KDZ7M4QP',
    mfa_enabled: false,
    created_at: '2025-05-02T12:00:00.000Z',
    ...overrides,
  };
}

/** A nine-year-old with the default controls, a generated avatar and a working access link. */
export function createChild(overrides: Partial<Child> = {}): Child {
  const id = overrides.id ?? 'child-1';
  const accessToken = overrides.access_token === undefined ? `token-${id}` : overrides.access_token;
  return {
    id,
    name: 'Lia Souza',
    username: 'lia',
    birth_date: '2016-03-10',
    age: 9,
    language: 'pt',
    avatar_url: '/api/avatars/generated/0123456789abcdef.svg',
    has_uploaded_avatar: false,
    access_token: accessToken,
    access_url: accessToken ? `http://localhost:8081/login?token=${accessToken}` : null,
    created_at: '2025-05-02T12:00:00.000Z',
    updated_at: '2025-05-02T12:00:00.000Z',
    last_access_at: null,
    ...overrides,
    parental_controls: { ...DEFAULT_PARENTAL_CONTROLS, ...overrides.parental_controls },
  };
}

/** A parent who never subscribed, with the sign-up bonus. */
export function createSubscriptionInfo(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    pro_user: false,
    tokens: 500,
    can_subscribe: true,
    status: 'none',
    current_period_end: null,
    cancel_at_period_end: false,
    blocked_until: null,
    checkout: 'stripe',
    ...overrides,
  };
}

/** The Super Kiddo plan as GET /subscription/pro-plan answers it. */
export function createPlan(overrides: Partial<Plan> = {}): Plan {
  return { ...planView(), ...overrides };
}

/** The token packages as GET /subscription/packages answers them: Trovão, Raio (popular), Faísca. */
export function createTokenPackages(): TokenPackage[] {
  return packageViews();
}
