import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The inner loop (`npm run test:quick`): the rules, the games, the commands and the store, in this
// process only, with no build, no binary, no terminal, no SSH server; neither the drawn tables
// (test/ui), the bots' strength (test/bots) nor the long conformance runs. `npm test` runs all.
// (Spread, not mergeConfig: that would add these lists to the full suite's instead of replacing them.)
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'test/{engine,games,commands,plain,platform,registry,review,store,table,teach,playthroughs}/**/*.test.{ts,tsx}',
      'test/*.test.ts',
    ],
    exclude: ['test/store/faults.test.ts', 'test/store/locks.test.ts', 'test/store/processes.test.ts'],
  },
});
