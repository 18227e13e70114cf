import type { User } from '@kiddo/contracts';

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
    notifications: { email: true, in_app: true, low_tokens: true },
    has_password: true,
    google_linked: false,
    created_at: '2025-05-02T12:00:00.000Z',
    ...overrides,
  };
}
