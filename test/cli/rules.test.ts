import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { columns } from '../../src/platform/text/index.js';
import { GAMES } from '../../src/games/index.js';
import { BIN, outputLines, PLAIN_ENV, requireBuild, runBin } from './run-bin.js';

beforeAll(requireBuild);

const within80 = (text: string) => outputLines(text).filter((l) => columns(l) > 80);

describe('big-chicken rules (built program, no terminal)', () => {
  it('lists the games with their player counts', () => {
    const r = runBin(['rules']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    for (const m of GAMES) expect(r.stdout).toContain(m.info.id);
    expect(r.stdout).toMatch(/2-6 players/);
    expect(within80(r.stdout)).toEqual([]);
  });

  it.each(GAMES.map((m) => m.info.id))('prints the rules of %s: plain, 80 columns, rulings marked, topics listed', (id) => {
    const r = runBin(['rules', id]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toContain('\u001b');
    expect(within80(r.stdout)).toEqual([]);
    expect(r.stdout).toContain('House ruling (');
    expect(r.stdout).toContain('Topics');
  });

  it('prints one topic, found in any case', () => {
    for (const m of GAMES) {
      const section = m.rules[m.rules.length - 1];
      if (!section) continue;
      const r = runBin(['rules', m.info.id, section.topic.toUpperCase()]);
      expect(r.status).toBe(0);
      expect(outputLines(r.stdout)[0]).toBe(section.title.toUpperCase());
    }
  });

  it('names the topics in one line (nothing else) and exits 2 for an unknown topic', () => {
    const r = runBin(['rules', 'henhouse', 'juggling']);
    expect(r.status).toBe(2);
    expect(outputLines(r.stderr)).toEqual([
      'big-chicken: no topic "juggling" in the rules of henhouse: choose setup, wilds, combinations, golden-rule, turn, vermin, round, scoring, end, variant, bots',
    ]);
    expect(r.stdout).toBe('');
  });

  it('refuses an unknown game in one line, exit 2', () => {
    const r = runBin(['rules', 'poker']);
    expect(r.status).toBe(2);
    expect(outputLines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/^big-chicken: unknown game "poker"/);
    expect(r.stdout).toBe('');
  });

  it('prints no escape codes into a pipe even without NO_COLOR', () => {
    const env = { ...PLAIN_ENV };
    delete env.NO_COLOR;
    delete env.FORCE_COLOR;
    const r = runBin(['rules', 'clutch'], env);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('\u001b');
  });

  it('bolds headings into a pipe when FORCE_COLOR asks, and not when NO_COLOR is set too', () => {
    const env: NodeJS.ProcessEnv = { ...PLAIN_ENV, FORCE_COLOR: '1' };
    delete env.NO_COLOR;
    const forced = runBin(['rules', 'clutch'], env);
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain('\u001b[1m');
    const refused = runBin(['rules', 'clutch'], { ...env, NO_COLOR: '1' });
    expect(refused.stdout).not.toContain('\u001b');
  });

  it('bolds headings on a terminal, and not with NO_COLOR there', () => {
    // `script` gives the program a pseudo-terminal as its stdout.
    const onTerminal = (env: NodeJS.ProcessEnv) =>
      spawnSync('script', ['-qec', `"${process.execPath}" "${BIN}" rules henhouse vermin`, '/dev/null'], { env, encoding: 'utf8' });
    const env: NodeJS.ProcessEnv = { ...PLAIN_ENV, TERM: 'xterm' };
    delete env.NO_COLOR;
    delete env.FORCE_COLOR;
    const title =
      GAMES.find((m) => m.info.id === 'henhouse')
        ?.rules.find((s) => s.topic === 'vermin')
        ?.title.toUpperCase() ?? 'no vermin topic';
    const coloured = onTerminal(env);
    expect(coloured.status).toBe(0);
    expect(coloured.stdout).toContain(`\u001b[1m${title}\u001b[22m`);
    const plain = onTerminal({ ...env, NO_COLOR: '1' });
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain(title);
    expect(plain.stdout).not.toContain('\u001b');
  });

  it('ends quietly when the reader of the pipe goes away first', () => {
    // `true` exits without reading, so the program writes into a closed pipe (EPIPE).
    const r = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${BIN}" rules just-hatched | true`], {
      env: PLAIN_ENV,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
