import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { EmailConfirmationPage } from '../features/auth/pages/email-confirmation-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { GoogleCallbackPage } from '../features/auth/pages/google-callback-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { ChildFormPage } from '../features/children/pages/child-form-page';
import { ChildPasswordPage } from '../features/children/pages/child-password-page';
import { ChildrenPage } from '../features/children/pages/children-page';
import { ContactPage } from '../features/contact/pages/contact-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { ChildHistoryPage } from '../features/history/pages/child-history-page';
import { ConversationPage } from '../features/history/pages/conversation-page';
import { HistoryPage } from '../features/history/pages/history-page';
import { LandingPage } from '../features/landing/pages/landing-page';
import { FaqPage } from '../features/legal/pages/faq-page';
import { PrivacyPage } from '../features/legal/pages/privacy-page';
import { TermsPage } from '../features/legal/pages/terms-page';
import { SettingsPage } from '../features/settings/pages/settings-page';
import { SubscriptionPage } from '../features/subscription/pages/subscription-page';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';
import { GuestOnlyRoute, ProtectedRoute } from './route-guards';

/** Every route of the portal (spec §2). */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: 'parental', element: <Navigate to="/" replace /> },
      {
        Component: PublicLayout,
        children: [
          {
            Component: GuestOnlyRoute,
            children: [
              { index: true, Component: LandingPage },
              { path: 'login', Component: LoginPage },
              { path: 'signup', Component: SignupPage },
              { path: 'forgot-password', Component: ForgotPasswordPage },
              { path: 'reset-password', Component: ResetPasswordPage },
              { path: 'contact', Component: ContactPage },
            ],
          },
          { path: 'email-confirmation', Component: EmailConfirmationPage },
          { path: 'verify-email', Component: VerifyEmailPage },
          { path: 'auth/google/callback', Component: GoogleCallbackPage },
          { path: 'terms', Component: TermsPage },
          { path: 'privacy', Component: PrivacyPage },
          { path: 'faq', Component: FaqPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        Component: ProtectedRoute,
        children: [
          {
            Component: AppLayout,
            children: [
              { path: 'dashboard', Component: DashboardPage },
              { path: 'children', Component: ChildrenPage },
              { path: 'children/new', Component: ChildFormPage },
              { path: 'children/:childId', Component: ChildFormPage },
              { path: 'children/:childId/password', Component: ChildPasswordPage },
              { path: 'history', Component: HistoryPage },
              { path: 'history/:childId', Component: ChildHistoryPage },
              { path: 'history/:childId/conversations/:conversationId', Component: ConversationPage },
              { path: 'settings', Component: SettingsPage },
              { path: 'subscription', Component: SubscriptionPage },
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
