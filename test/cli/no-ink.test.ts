// `--version`, `--help`, `rules`, `check` and line mode must never load Ink or React: they start fast and
// work without a terminal. The program is run with a module-load tracer and every file it loads
// is searched for the two libraries.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_ENV, ROOT, requireBuild, runBin } from './run-bin.js';

/** Text found in bundled React (19) and in bundled Ink, and in nothing else of ours. */
const MARKERS = ['react.transitional.element', 'isRawModeSupported'];

const tracer = fileURLToPath(new URL('./fixtures/trace-loads.mjs', import.meta.url));
let dir = '';

beforeAll(() => {
  requireBuild();
  dir = mkdtempSync(join(tmpdir(), 'big-chicken-loads-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function loadedFiles(args: readonly string[]): string[] {
  const file = join(dir, `${args.join('_').replace(/[^a-z0-9_-]/gi, '')}.txt`);
  const r = runBin(args, { ...PLAIN_ENV, BIG_CHICKEN_TRACE_LOADS: file }, ['--import', tracer]);
  expect([0, 1]).toContain(r.status);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((url) => url.startsWith('file:'))
    .map((url) => fileURLToPath(url));
}

function withMarkers(files: readonly string[]): string[] {
  return files.filter((f) => {
    const text = readFileSync(f, 'utf8');
    return MARKERS.some((m) => text.includes(m));
  });
}

describe('commands that never load Ink or React', () => {
  it('the markers do find Ink and React in the bundle (so their absence below means something)', () => {
    const chunks = readdirSync(join(ROOT, 'dist', 'chunks'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => join(ROOT, 'dist', 'chunks', f));
    expect(withMarkers(chunks).length).toBeGreaterThan(0);
  });

  it.each([
    [['--version']],
    [['--help']],
    [['rules']],
    [['rules', 'henhouse', 'vermin']],
    [['check', 'just-hatched', 'O7 Y7', '--on', 'B7 G7']],
    [['check', 'clutch', '--spread', '3H 7S QD', '--take', '7S', '--json']],
    // Line mode plays the table with no screen: no Ink either (its input here ends at once).
    [['play', '--plain', '--speed', 'max', '--seed', '5']],
    [['clutch', '--plain', '--seed', '5']],
  ])('%j', (args) => {
    const files = loadedFiles(args);
    // The program, or the rules bundle the launcher hands `rules` to.
    expect(files.some((f) => f.endsWith(join('dist', 'cli.js')) || f.endsWith(join('dist', 'rules.js')))).toBe(true);
    expect(files.filter((f) => /node_modules[\\/](ink|react)[\\/]/.test(f))).toEqual([]);
    expect(withMarkers(files)).toEqual([]);
  });
});
