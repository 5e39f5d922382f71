import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/games/options.js';
import { findTopic, rulesText } from '../../src/commands/rules/rules.js';
import { columns, prepareColumns } from '../../src/platform/text/index.js';
import { GAMES } from '../../src/games/index.js';

/** How many numbered rulings the rulings file has for each game, and their reference prefix. */
const RULINGS: Record<string, { prefix: string; count: number }> = {
  'just-hatched': { prefix: 'JH', count: 12 },
  henhouse: { prefix: 'HH', count: 8 },
  clutch: { prefix: 'CL', count: 7 },
};

await prepareColumns(['鶏']);

const lines = (text: string) => text.replace(/\n$/, '').split('\n');

describe('rules without a game', () => {
  it('lists every game with its player count, one line each within 80 columns', async () => {
    const out = await rulesText(undefined, undefined);
    expect(out.exit).toBe(0);
    for (const m of GAMES) {
      const line = lines(out.stdout).find((l) => l.trim().startsWith(m.info.id));
      expect(line, m.info.id).toBeDefined();
      expect(line).toMatch(m.info.maxPlayers === 1 ? /solo/ : new RegExp(`${m.info.minPlayers}-${m.info.maxPlayers} players`));
    }
    for (const l of lines(out.stdout)) expect(columns(l)).toBeLessThanOrEqual(80);
  });
});

describe.each(GAMES.map((m) => [m.info.id, m] as const))('rules %s', (id, module) => {
  const printed = rulesText(id, undefined);

  it('prints every section title, paragraph text and topic, within 80 columns, no escape codes', async () => {
    const full = await printed;
    expect(full.exit).toBe(0);
    expect(full.stderr).toBe('');
    expect(full.stdout).not.toContain('\u001b');
    for (const l of lines(full.stdout)) expect(columns(l), l).toBeLessThanOrEqual(80);
    const flat = full.stdout.replace(/\s+/g, ' ');
    for (const section of module.rules) {
      expect(full.stdout).toContain(section.title.toUpperCase());
      // Wrapping only changes where lines break, never the words.
      for (const p of section.paragraphs) expect(flat).toContain(p.text.replace(/\s+/g, ' '));
    }
    expect(full.stdout).toContain(`big-chicken rules ${id} <topic>`);
  });

  it('marks every house ruling, and covers every numbered ruling of the game', async () => {
    const full = await printed;
    const { prefix, count } = RULINGS[id] as { prefix: string; count: number };
    const rulings = module.rules.flatMap((s) => s.paragraphs.filter((p) => p.ruling !== undefined));
    expect(full.stdout.match(/House ruling \(/g)?.length).toBe(rulings.length);
    for (let n = 1; n <= count; n++) expect(full.stdout, `${prefix} ${n}`).toContain(`House ruling (${prefix} ${n}):`);
  });

  it('prints one section for its topic, in any case or by a unique start', async () => {
    for (const section of module.rules) {
      const one = await rulesText(id, section.topic.toUpperCase());
      expect(one.exit).toBe(0);
      expect(lines(one.stdout)[0]).toBe(section.title.toUpperCase());
      for (const other of module.rules.filter((s) => s !== section)) expect(one.stdout).not.toContain(other.title.toUpperCase() + '\n');
      const start = uniqueStart(
        section.topic,
        module.rules.map((s) => s.topic),
      );
      if (start !== null) expect((await rulesText(id, start)).stdout).toBe(one.stdout);
    }
  });

  it('names the topics in one line and exits 2 for an unknown topic', async () => {
    const out = await rulesText(id, 'no-such-topic');
    expect(out.exit).toBe(2);
    expect(out.stderr).toMatch(/^big-chicken: no topic "no-such-topic" in the rules of /);
    expect(out.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(out.stdout).toBe('');
    for (const s of module.rules) expect(out.stderr).toContain(s.topic);
  });
});

/** The shortest start of `topic` that no other topic shares, or null when there is none shorter. */
function uniqueStart(topic: string, topics: readonly string[]): string | null {
  for (let n = 1; n < topic.length; n++) {
    const start = topic.slice(0, n);
    if (topics.filter((t) => t.startsWith(start)).length === 1) return start;
  }
  return null;
}

describe('rules errors and topic matching', () => {
  it('refuses an unknown game with a usage error', async () => {
    await expect(rulesText('poker', undefined)).rejects.toThrow(UsageError);
    await expect(rulesText('poker', undefined)).rejects.toThrow(/unknown game "poker": choose just-hatched, henhouse, clutch/);
  });

  it('accepts a game alias in any case', async () => {
    expect((await rulesText('CLUTCH-OF-CHICKENS', undefined)).stdout).toBe((await rulesText('clutch', undefined)).stdout);
  });

  it('reports a start shared by several topics as ambiguous', () => {
    const sections = [
      { topic: 'scoring', title: 'Scoring', paragraphs: [] },
      { topic: 'setup', title: 'Setup', paragraphs: [] },
    ];
    expect(findTopic(sections, 's').kind).toBe('many');
    expect(findTopic(sections, 'SC')).toEqual({ kind: 'one', section: sections[0] });
    expect(findTopic(sections, 'x').kind).toBe('none');
  });

  it('bolds headings and the ruling mark only when asked, keeping the width', async () => {
    const bold = (t: string) => `\u001b[1m${t}\u001b[22m`;
    const out = await rulesText('henhouse', undefined, { width: 60, style: { bold, dim: (t) => t } });
    expect(out.stdout).toContain(bold('House ruling (HH 1):'));
    for (const l of lines(out.stdout)) expect(columns(l)).toBeLessThanOrEqual(60);
  });
});
