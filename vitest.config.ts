import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { inkPatchesVite } from './scripts/ink-patches.js';

export default defineConfig({
  // The bundle's patches to Ink and its text libraries, so the tests run the Ink that ships.
  plugins: [inkPatchesVite],
  // conf's writes go through the store's verified writer, as in the build.
  resolve: { alias: { atomically: fileURLToPath(new URL('./src/store/conf-atomically.ts', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    // Hooks start servers and builds; on a loaded 2-core machine that can take longer than the 10 s default.
    hookTimeout: 60_000,
    env: { FORCE_COLOR: '0', BIG_CHICKEN_HOME: '/nonexistent-set-per-test' },
    server: {
      deps: {
        // A package under node_modules is loaded by Node as it is, without the plugins: the
        // patched files are inlined, and so is every package on the way to them (one Ink for
        // ink-testing-library and the code under test), and conf, for its `atomically` import.
        inline: [/[\\/]node_modules[\\/](ink|ink-testing-library|string-width|wrap-ansi|cli-cursor|restore-cursor|conf)[\\/]/],
      },
    },
  },
});
