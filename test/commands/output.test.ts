// What the program quotes back of bad input, and the sim progress bar, in this process.
// test/cli/output.test.ts runs the binary into closed and full outputs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { oneLine } from '../../src/platform/text/output.js';
import { clock, progressLine, sim } from '../../src/commands/sim/sim.js';
import { outputLines } from '../cli/run-bin.js';
import { runMainIn } from './run-main.js';

const home = mkdtempSync(join(tmpdir(), 'big-chicken-output-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('what is quoted back', () => {
  it('a value thousands of characters long is cut, on one line', async () => {
    const long = 'x'.repeat(5000);
    for (const args of [
      ['play', '--players', long],
      ['sim', 'clutch', '--games', long],
      ['check', 'just-hatched', long],
      ['rules', long],
      ['play', '--speed', long],
    ]) {
      const r = await runMainIn(home, args);
      expect(r.status).toBe(2);
      expect(outputLines(r.stderr)).toHaveLength(1);
      expect(r.stderr.length).toBeLessThan(700);
      expect(r.stderr).not.toContain(long);
    }
  });

  it('escape sequences in what was typed never reach the terminal', async () => {
    for (const args of [
      ['check', 'just-hatched', '\u001b[31mO7'],
      ['play', '--speed', '\u001b]0;owned\u0007'],
      ['rules', 'henhouse', '\u001b[2J'],
      ['nosuch\u001b[5m'],
    ]) {
      const r = await runMainIn(home, args);
      expect(r.status).toBe(2);
      // eslint-disable-next-line no-control-regex -- control characters other than the line end
      expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
      expect(outputLines(r.stderr)).toHaveLength(1);
    }
  });

  it('oneLine flattens, cleans and shortens', () => {
    expect(oneLine('a\nb\tc')).toBe('a b c');
    expect(oneLine('bad "\u001b[31mO7"')).toBe('bad "?[31mO7"');
    expect(oneLine(`got "${'y'.repeat(500)}"`)).toBe(`got "${'y'.repeat(156)}...`);
    expect(oneLine('z '.repeat(1000)).length).toBe(600);
  });
});

describe('the sim progress bar', () => {
  it('fits the terminal, 40 columns and narrower, without reaching the last column', () => {
    for (const columns of [80, 40, 30, 12, 1]) {
      for (const done of [0, 7, 1234, 1_000_000])
        expect(progressLine(done, 1_000_000, columns).length).toBeLessThanOrEqual(Math.max(1, columns - 1));
    }
    expect(progressLine(500, 1000, 80)).toBe(`[${'#'.repeat(15)}${'.'.repeat(15)}] 500/1000 games`);
    for (const columns of [80, 40, 30, 12, 1]) {
      for (const done of [0, 7, 1234, 1_000_000])
        expect(progressLine(done, 1_000_000, columns, 4000).length).toBeLessThanOrEqual(Math.max(1, columns - 1));
    }
  });

  it('says how long the run has taken, and once a game is done about how long the rest will', () => {
    expect(progressLine(0, 200, 80, 18)).toBe(`[${'.'.repeat(30)}] 0/200 games · 0:18`);
    // Two games in 65 s: 198 more at that pace.
    expect(progressLine(2, 200, 80, 65)).toBe(`[${'.'.repeat(30)}] 2/200 games · 1:05, about 1:47:15 left`);
    // Where the times do not fit, the bar and the count stay.
    expect(progressLine(2, 200, 40, 65)).toBe(`[${'.'.repeat(25)}] 2/200 games`);
    expect(clock(3723)).toBe('1:02:03');
  });

  it('draws within a 40-column terminal during a run', async () => {
    let err = '';
    const io = { stdout: { write: () => true }, stderr: { write: (t: string) => ((err += t), true), isTTY: true, columns: 40 } };
    await sim('clutch', { games: '3000', bots: 'normal', json: true }, io);
    const frames = err.split('\r').filter((f) => f.trim() !== '');
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(frame.length).toBeLessThanOrEqual(39);
  });
});
