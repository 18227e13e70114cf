import './index.css';
import { yieldToBrowser } from './lib/yield-to-browser';

/*
 * The entry is tiny on purpose (docs/decisions/008-web-performance.md). A pre-rendered page (the
 * landing, the login page) is already in the HTML: the browser shows it first, and only then
 * are the app's modules fetched and run, so they take no bandwidth from the stylesheet and their
 * evaluation is no long task in front of that first paint.
 */

/** How long to wait for the first paint at most (a tab opened in the background paints later). */
const FIRST_PAINT_WAIT_MS = 3000;

/** Settles once the browser has shown the page's first content (Paint Timing), or after a wait. */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(done, 0));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

async function start(root: HTMLElement): Promise<void> {
  // A page hidden as not for this visitor (index.html's first script) has nothing to paint.
  const isPrerenderedShown = root.hasChildNodes() && document.documentElement.dataset.prerendered !== 'stale';
  if (isPrerenderedShown) await afterFirstContentfulPaint();
  // The modules are evaluated in steps, each a task of its own, rather than in one long task:
  // React, the translations (i18next and the texts), then the app with its router and routes.
  // (A library imported here whole, e.g. react-router, would lose its tree-shaking.)
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./lib/i18n');
  await yieldToBrowser();
  const { startPortal } = await import('./app/start-portal');
  await yieldToBrowser();
  await startPortal(root);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
