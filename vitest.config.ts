import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    env: { FORCE_COLOR: '0', BIG_CHICKEN_HOME: '/nonexistent-set-per-test' },
  },
});
