import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { reloadAppearance } from '../lib/appearance';
import { i18n, loadScreenTexts } from '../lib/i18n';
import { installMatchMedia } from './match-media';

/*
 * STYLE habit 6: a test fails on any unexpected console.error (React warnings, act() warnings,
 * failed prop types...). A test that expects one must stub console.error itself.
 */
let consoleErrors: unknown[][] = [];

// The app loads the texts of its screens, en and es on first use (lib/i18n.ts); tests have them
// all in, and switch at once.
await loadScreenTexts();
await i18n.loadLanguages(['en', 'es']);
installMatchMedia();
// jsdom does not scroll; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};
// jsdom has no object URLs: stand-ins that tests spy on (a file download makes and releases one).
URL.createObjectURL = () => 'blob:http://localhost/stand-in';
URL.revokeObjectURL = () => {};

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  installMatchMedia();
});

afterEach(async () => {
  // Sonner keeps its toasts in a module-level store that a new Toaster replays: start clean.
  toast.dismiss();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('pt');
  reloadAppearance();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => format(...args)).join('\n---\n')}`);
  }
});
