import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initAppearance } from './lib/appearance';
import { ensureStoredLanguage, i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './index.css';

// Before the first paint: the stored theme, font size and language, so nothing flashes.
initAppearance();
ensureStoredLanguage();

const router = createAppRouter();
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits for the interface language's texts (a chunk of its own for en and es).
// As a transition, React renders the page in short slices instead of one long task, so a slow
// phone can still take input while the landing builds (docs/decisions/008-web-performance.md).
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
