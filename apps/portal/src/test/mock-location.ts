import { vi } from 'vitest';

/**
 * jsdom's `location.assign` can be neither spied on nor followed: replaces `window.location` with
 * a copy whose `assign` only records the address (the setup's unstubAllGlobals puts it back).
 */
export function mockLocationAssign() {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}
