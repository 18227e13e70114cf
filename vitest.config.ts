import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/safety', 'apps/api', 'apps/portal', 'apps/chat'],
  },
});
