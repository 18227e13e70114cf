import { afterEach, beforeEach, vi } from 'vitest';

/*
 * STYLE habit 6: an unexpected console.error fails the test. The test logger writes error
 * logs (a 500, a mail that could not be sent) to console.error, so they fail tests too.
 * A test that expects one calls `expectConsoleError()` first.
 */
let allowed = 0;
const seen: unknown[][] = [];

export function expectConsoleError(count = 1) {
  allowed += count;
}

beforeEach(() => {
  allowed = 0;
  seen.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    seen.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (seen.length > allowed) {
    // Also printed, since a test that already failed would otherwise hide them.
    for (const args of seen) process.stderr.write(`console.error: ${args.map(String).join(' ')}\n`);
    throw new Error(`unexpected console.error:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
