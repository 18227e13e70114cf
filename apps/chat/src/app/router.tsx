import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { ChatPage } from '../features/chat/pages/chat-page';
import { RouteErrorPage } from './route-error-page';
import { RequireChild } from './route-guards';

/**
 * Every route of the chat site. The chat page is the layout of `/` and `/chats/:chatId`, so it
 * stays mounted (and keeps a streaming reply) when the first message opens a new conversation.
 */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: 'login', Component: LoginPage },
      {
        Component: RequireChild,
        children: [
          {
            path: '/',
            Component: ChatPage,
            // The page reads `chatId` itself; these routes only name the URLs (element: null, not undefined,
            // says "nothing to render here" on purpose).
            children: [
              { index: true, element: null },
              { path: 'chats/:chatId', element: null },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The browser router of the running app (tests build a memory router from `routes`). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
