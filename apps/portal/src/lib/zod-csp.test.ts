import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';

describe('zod under the Content-Security-Policy', () => {
  it("keeps its settings where index.html's first script turns the eval probe off", async () => {
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
    expect(indexHtml).toContain('<script>globalThis.__zod_globalConfig = { jitless: true };</script>');
  });
});
