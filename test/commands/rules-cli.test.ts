// `rules` through the whole program in this process: the games, each game's rules, a topic and
// the refusals. test/cli/rules.test.ts runs the binary for colour and pipes.
import { describe, expect, it } from 'vitest';
import { columns } from '../../src/platform/text/index.js';
import { GAMES } from '../../src/games/index.js';
import { outputLines } from '../cli/run-bin.js';
import { runMain } from './run-main.js';

const within80 = (text: string) => outputLines(text).filter((l) => columns(l) > 80);

describe('big-chicken rules (the program in process, no terminal)', () => {
  it('lists the games with their player counts', async () => {
    const r = await runMain(['rules']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    for (const m of GAMES) expect(r.stdout).toContain(m.info.id);
    expect(r.stdout).toMatch(/2-6 players/);
    expect(within80(r.stdout)).toEqual([]);
  });

  it.each(GAMES.map((m) => m.info.id))('prints the rules of %s: plain, 80 columns, rulings marked, topics listed', async (id) => {
    const r = await runMain(['rules', id]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toContain('\u001b');
    expect(within80(r.stdout)).toEqual([]);
    expect(r.stdout).toContain('House ruling (');
    expect(r.stdout).toContain('Topics');
  });

  it('wraps to COLUMNS into a pipe where it asks for fewer than 80, as a terminal narrower than 80 does', async () => {
    const r = await runMain(['rules', 'henhouse'], { COLUMNS: '50' });
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(50);
    expect(lines.some((l) => [...l].length > 40)).toBe(true);
  });

  it('prints one topic, found in any case', async () => {
    for (const m of GAMES) {
      const section = m.rules[m.rules.length - 1];
      if (!section) continue;
      const r = await runMain(['rules', m.info.id, section.topic.toUpperCase()]);
      expect(r.status).toBe(0);
      expect(outputLines(r.stdout)[0]).toBe(section.title.toUpperCase());
    }
  });

  it('names the topics in one line (nothing else) and exits 2 for an unknown topic', async () => {
    const r = await runMain(['rules', 'henhouse', 'juggling']);
    expect(r.status).toBe(2);
    expect(outputLines(r.stderr)).toEqual([
      'big-chicken: no topic "juggling" in the rules of henhouse: choose setup, wilds, combinations, golden-rule, turn, vermin, round, scoring, end, variant, bots',
    ]);
    expect(r.stdout).toBe('');
  });

  it('refuses an unknown game in one line, exit 2', async () => {
    const r = await runMain(['rules', 'poker']);
    expect(r.status).toBe(2);
    expect(outputLines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/^big-chicken: unknown game "poker"/);
    expect(r.stdout).toBe('');
  });
});
