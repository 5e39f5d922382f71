import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    // Hooks start servers and builds; on a loaded 2-core machine that can take longer than the 10 s default.
    hookTimeout: 60_000,
    env: { FORCE_COLOR: '0', BIG_CHICKEN_HOME: '/nonexistent-set-per-test' },
  },
});
