import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n';

/*
 * STYLE habit 6: a test fails on any unexpected console.error (React warnings, act() warnings,
 * failed requests logged by a library...). A test that expects one must stub console.error itself.
 */
let consoleErrors: unknown[][] = [];

// The default 1 s for findBy/waitFor is tight on a loaded CI machine; a real failure still fails.
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('pt');
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => format(...args)).join('\n---\n')}`);
  }
});
