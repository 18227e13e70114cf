import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'chat', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
