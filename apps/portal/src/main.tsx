import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initAppearance } from './lib/appearance';
import { ensureStoredLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './index.css';

// Before the first paint: the stored theme, font size and language, so nothing flashes.
initAppearance();
ensureStoredLanguage();

const router = createAppRouter();
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
