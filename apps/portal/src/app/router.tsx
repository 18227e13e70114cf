import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { LandingPage } from '../features/landing/pages/landing-page';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';
import { RouteFallback } from './route-fallback';
import { GuestOnlyRoute, ProtectedRoute } from './route-guards';

/*
 * The landing, the layouts and the guards are in the main chunk; every other screen is loaded
 * on its first visit (`lazy`), in a chunk of its own (docs/decisions/008-web-performance.md).
 * The router waits for a screen's chunk before it leaves the current one; on a first load it
 * shows RouteFallback meanwhile. `lazy` is a function, not an object of loaders: the router
 * empties a lazy object once loaded, and tests build many routers from this one array.
 */

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
                lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
              },
              {
                path: 'signup',
                lazy: async () => ({ Component: (await import('../features/auth/pages/signup-page')).SignupPage }),
              },
              {
                path: 'forgot-password',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
                }),
              },
              {
                path: 'reset-password',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
                }),
              },
              {
                path: 'contact',
                lazy: async () => ({ Component: (await import('../features/contact/pages/contact-page')).ContactPage }),
              },
            ],
          },
          {
            path: 'email-confirmation',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/email-confirmation-page')).EmailConfirmationPage,
            }),
          },
          {
            path: 'verify-email',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage,
            }),
          },
          {
            path: 'auth/google/callback',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/google-callback-page')).GoogleCallbackPage,
            }),
          },
          {
            path: 'terms',
            lazy: async () => ({ Component: (await import('../features/legal/pages/terms-page')).TermsPage }),
          },
          {
            path: 'privacy',
            lazy: async () => ({ Component: (await import('../features/legal/pages/privacy-page')).PrivacyPage }),
          },
          {
            path: 'faq',
            lazy: async () => ({ Component: (await import('../features/legal/pages/faq-page')).FaqPage }),
          },
          // Small and shown for any mistyped address: kept in the main chunk.
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        Component: ProtectedRoute,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
                }),
              },
              {
                path: 'children',
                lazy: async () => ({
                  Component: (await import('../features/children/pages/children-page')).ChildrenPage,
                }),
              },
              {
                path: 'children/new',
                lazy: async () => ({
                  Component: (await import('../features/children/pages/child-form-page')).ChildFormPage,
                }),
              },
              {
                path: 'children/:childId',
                lazy: async () => ({
                  Component: (await import('../features/children/pages/child-form-page')).ChildFormPage,
                }),
              },
              {
                path: 'children/:childId/password',
                lazy: async () => ({
                  Component: (await import('../features/children/pages/child-password-page')).ChildPasswordPage,
                }),
              },
              {
                path: 'history',
                lazy: async () => ({ Component: (await import('../features/history/pages/history-page')).HistoryPage }),
              },
              {
                path: 'history/:childId',
                lazy: async () => ({
                  Component: (await import('../features/history/pages/child-history-page')).ChildHistoryPage,
                }),
              },
              {
                path: 'history/:childId/conversations/:conversationId',
                lazy: async () => ({
                  Component: (await import('../features/history/pages/conversation-page')).ConversationPage,
                }),
              },
              {
                path: 'settings',
                lazy: async () => ({
                  Component: (await import('../features/settings/pages/settings-page')).SettingsPage,
                }),
              },
              {
                path: 'subscription',
                lazy: async () => ({
                  Component: (await import('../features/subscription/pages/subscription-page')).SubscriptionPage,
                }),
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
