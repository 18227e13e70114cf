import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { LandingPage } from '../features/landing/pages/landing-page';
import { loadAppQueryClient } from '../lib/app-query-client';
import { loadScreenTexts } from '../lib/i18n';
import { PublicLayout } from './layouts/public-layout';
import { ScreenQueryClient } from './providers';
import { RootLayout } from './root-layout';
import { RouteFallback } from './route-fallback';
import { GuestOnlyRoute, ProtectedRoute } from './route-guards';

/*
 * The landing, the layouts and the guards are in the main chunk; every other screen is loaded
 * on its first visit (`lazy`), in a chunk of its own (docs/decisions/008-web-performance.md).
 * The router waits for a screen's chunk before it leaves the current one; on a first load it
 * shows RouteFallback meanwhile. `lazy` is a function, not an object of loaders: the router
 * empties a lazy object once loaded, and tests build many routers from this one array. The
 * landing and the not-found page need only the first load's texts; every other screen brings
 * the rest with its chunk (lib/i18n.ts).
 */

/**
 * A screen loaded on its first visit: its chunk, the texts the first load leaves out
 * (`loadScreenTexts`), so it never renders a missing key, and the app's QueryClient.
 */
function lazyScreen(loadComponent: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const [Screen, queryClient] = await Promise.all([loadComponent(), loadAppQueryClient(), loadScreenTexts()]);
    return {
      Component: () => (
        <ScreenQueryClient client={queryClient}>
          <Screen />
        </ScreenQueryClient>
      ),
    };
  };
}

/** Every route of the portal (spec §2). */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RouteFallback,
    children: [
      { path: 'parental', element: <Navigate to="/" replace /> },
      {
        Component: PublicLayout,
        children: [
          {
            Component: GuestOnlyRoute,
            children: [
              { index: true, Component: LandingPage },
              {
                path: 'login',
                lazy: lazyScreen(async () => (await import('../features/auth/pages/login-page')).LoginPage),
              },
              {
                path: 'signup',
                lazy: lazyScreen(async () => (await import('../features/auth/pages/signup-page')).SignupPage),
              },
              {
                path: 'forgot-password',
                lazy: lazyScreen(
                  async () => (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
                ),
              },
              {
                path: 'reset-password',
                lazy: lazyScreen(
                  async () => (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
                ),
              },
              {
                path: 'contact',
                lazy: lazyScreen(async () => (await import('../features/contact/pages/contact-page')).ContactPage),
              },
            ],
          },
          {
            path: 'email-confirmation',
            lazy: lazyScreen(
              async () => (await import('../features/auth/pages/email-confirmation-page')).EmailConfirmationPage,
            ),
          },
          {
            path: 'verify-email',
            lazy: lazyScreen(async () => (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage),
          },
          {
            path: 'auth/google/callback',
            lazy: lazyScreen(
              async () => (await import('../features/auth/pages/google-callback-page')).GoogleCallbackPage,
            ),
          },
          {
            path: 'terms',
            lazy: lazyScreen(async () => (await import('../features/legal/pages/terms-page')).TermsPage),
          },
          {
            path: 'privacy',
            lazy: lazyScreen(async () => (await import('../features/legal/pages/privacy-page')).PrivacyPage),
          },
          {
            path: 'faq',
            lazy: lazyScreen(async () => (await import('../features/legal/pages/faq-page')).FaqPage),
          },
          // Small and shown for any mistyped address: kept in the main chunk.
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        Component: ProtectedRoute,
        children: [
          {
            lazy: lazyScreen(async () => (await import('./layouts/app-layout')).AppLayout),
            children: [
              {
                path: 'dashboard',
                lazy: lazyScreen(
                  async () => (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
                ),
              },
              {
                path: 'children',
                lazy: lazyScreen(async () => (await import('../features/children/pages/children-page')).ChildrenPage),
              },
              {
                path: 'children/new',
                lazy: lazyScreen(
                  async () => (await import('../features/children/pages/child-form-page')).ChildFormPage,
                ),
              },
              {
                path: 'children/:childId',
                lazy: lazyScreen(
                  async () => (await import('../features/children/pages/child-form-page')).ChildFormPage,
                ),
              },
              {
                path: 'children/:childId/password',
                lazy: lazyScreen(
                  async () => (await import('../features/children/pages/child-password-page')).ChildPasswordPage,
                ),
              },
              {
                path: 'history',
                lazy: lazyScreen(async () => (await import('../features/history/pages/history-page')).HistoryPage),
              },
              {
                path: 'history/:childId',
                lazy: lazyScreen(
                  async () => (await import('../features/history/pages/child-history-page')).ChildHistoryPage,
                ),
              },
              {
                path: 'history/:childId/conversations/:conversationId',
                lazy: lazyScreen(
                  async () => (await import('../features/history/pages/conversation-page')).ConversationPage,
                ),
              },
              {
                path: 'settings',
                lazy: lazyScreen(async () => (await import('../features/settings/pages/settings-page')).SettingsPage),
              },
              {
                path: 'subscription',
                lazy: lazyScreen(
                  async () => (await import('../features/subscription/pages/subscription-page')).SubscriptionPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The browser router of the running app (tests build a memory router from `routes`). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
