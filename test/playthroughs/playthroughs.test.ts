import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GOLDENS, transcript } from './goldens.js';

// Each kept playthrough must come out exactly as recorded. A change that alters one on purpose
// rewrites them with `npm run goldens` and says why in its commit.
describe('golden playthroughs', () => {
  for (const c of GOLDENS) {
    it(`${c.file} is unchanged`, () => {
      const now = transcript(c);
      expect(now).toBe(readFileSync(fileURLToPath(new URL(c.file, import.meta.url)), 'utf8'));
      for (const sight of c.sights ?? []) expect(now).toContain(sight);
    });
  }
});
