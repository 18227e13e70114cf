import { initAppearance } from '../lib/appearance';
import { ensureStoredLanguage } from '../lib/i18n';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { mountApp } from './mount-app';
import { createAppRouter } from './router';

/**
 * Starts the portal in `root`: the stored appearance and language kept in step (index.html's
 * first script applied them before the first paint), the router, then the app mounted or
 * hydrated, each step a task of its own so none holds up a tap for long
 * (docs/decisions/008-web-performance.md).
 */
export async function startPortal(root: HTMLElement): Promise<void> {
  initAppearance();
  ensureStoredLanguage();
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  await mountApp(root, { router });
}
