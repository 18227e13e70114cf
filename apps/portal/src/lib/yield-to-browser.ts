/**
 * Settles in a later task, so that the browser can handle input and paint before the next step
 * of a long piece of start-up work (docs/decisions/008-web-performance.md).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
