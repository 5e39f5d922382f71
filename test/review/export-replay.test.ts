import fc from 'fast-check';
import { describe, expect, it, beforeAll } from 'vitest';
import { playGame, type GameId } from '../../src/engine/index.js';
import { gameModule } from '../../src/games/index.js';
import { loadAllBots, makeBot } from '../../src/games/bots.js';
import { gameRecord } from '../../src/store/index.js';
import { exportRecord, readExport, readExportText, replayText, type GameExport } from '../../src/review/index.js';

beforeAll(loadAllBots);

const TABLES: readonly { game: GameId; options: Record<string, unknown> & { players: number } }[] = [
  { game: 'just-hatched', options: { players: 4 } },
  { game: 'just-hatched', options: { players: 2, twoPlayer: 'one-and-dump' } },
  { game: 'henhouse', options: { players: 4 } },
  { game: 'clutch', options: { players: 1 } },
];

/** A finished bot game as the store records it, exported. */
function exported(game: GameId, options: Record<string, unknown> & { players: number }, seed: number): GameExport {
  const engine = gameModule(game).game;
  const bots = Array.from({ length: options.players }, () => makeBot(game, 'easy', { thinkMs: 1 }));
  const t = playGame(engine, options, bots, seed);
  const seats = bots.map((_, i) => ({ name: i === 0 ? 'Ada' : `Bot ${i}`, bot: i === 0 ? null : ('easy' as const) }));
  const saved = { game, options, seed, seats, speed: 'normal', thinkMs: 300, steps: t.steps, savedAt: '2026-01-01T00:00:00.000Z' };
  const record = exportRecord(gameRecord(saved, t.outcome!, new Date('2026-01-01T00:00:00Z')));
  if (!record) throw new Error('no steps kept');
  return record;
}

describe('export → replay', () => {
  it.each(TABLES)('round-trips a finished game of $game for $options.players exactly', ({ game, options }) => {
    const record = exported(game, options, 11);
    const read = readExportText(JSON.stringify(record));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.replayed.record).toEqual(record);
    expect(read.replayed.states).toHaveLength(record.steps.length + 1);
    const engine = gameModule(game).game;
    expect(engine.outcome(read.replayed.states.at(-1))?.scores).toEqual(record.scores);
  });

  it.each(TABLES)('prints a game of $game as one numbered line per action, within 80 columns', ({ game, options }) => {
    const record = exported(game, options, 5);
    const read = readExport(record);
    if (!read.ok) throw new Error(read.reason);
    const text = replayText(read.replayed);
    const lines = text.trimEnd().split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    const numbered = lines.filter((l) => /^ *\d+ \S/.test(l));
    expect(numbered).toHaveLength(record.steps.length);
    expect(text).toMatch(/^Result: /m);
    if (game !== 'clutch') expect(text).toMatch(/^= Round 1 scores/m);
  });

  it('refuses a tampered step, a changed seed, a changed score and a step out of turn, each in one line', () => {
    const record = exported('just-hatched', { players: 4 }, 3);
    const cases: unknown[] = [
      { ...record, steps: record.steps.map((s, i) => (i === 5 ? { ...s, action: { type: 'lay', cards: ['RC', 'RC'] } } : s)) },
      { ...record, seed: record.seed + 1 },
      { ...record, scores: record.scores!.map((n, i) => (i === 0 ? n + 1 : n)) },
      { ...record, steps: record.steps.map((s, i) => (i === 0 ? { ...s, seat: (s.seat + 1) % 4 } : s)) },
      { ...record, steps: record.steps.slice(0, -3) },
      { ...record, game: 'chess' },
      { ...record, options: { players: 9 } },
      { ...record, format: 'something else' },
    ];
    for (const c of cases) {
      const read = readExport(c);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.reason).not.toContain('\n');
    }
    expect(readExportText('{"format": ').ok).toBe(false);
    // The parser's reason in one line of its own words, without the lines of the text it quotes.
    expect(readExportText('garbage\nmore garbage\n')).toEqual({ ok: false, reason: "it is not JSON (Unexpected token 'g')" });
    expect(readExportText('{"format": ')).toEqual({ ok: false, reason: 'it is not JSON (Unexpected end of JSON input)' });
  });

  it('says in words how a record is unfit for its game: the players it is played by, the seats it needs', () => {
    const solo = exported('clutch', { players: 1 }, 3);
    expect(readExport({ ...solo, seats: [] })).toEqual({ ok: false, reason: 'it needs 1 seat' });
    expect(readExport({ ...solo, game: 'henhouse' })).toEqual({ ok: false, reason: 'Henhouse is played by 3 to 5 players, not 1' });
    const four = exported('henhouse', { players: 4 }, 3);
    expect(readExport({ ...four, game: 'clutch' })).toEqual({ ok: false, reason: 'A Clutch of Chickens is played by 1 player, not 4' });
    expect(readExport({ ...four, seats: four.seats.slice(0, 3) })).toEqual({ ok: false, reason: 'it needs 4 seats' });
  });

  it('refuses a seat name with an escape code or past 128 UTF-16 units, saying which', () => {
    const record = exported('henhouse', { players: 4 }, 3);
    const named = (name: string) => readExport({ ...record, seats: record.seats.map((s, i) => (i === 0 ? { ...s, name } : s)) });
    // A name is printed as it is by replay: one holding an escape sequence would drive the terminal.
    for (const name of ['\u001b]0;pwned\u0007\u001b[31mEvil', 'Ada\nBob', 'Ada\u009b2J']) {
      expect(named(name)).toEqual({ ok: false, reason: "a seat's name holds control characters" });
    }
    expect(named('A'.repeat(129))).toEqual({ ok: false, reason: "a seat's name is longer than 128 characters" });
    // Sixteen characters of several units each, as --name takes them, replay.
    expect(named('👩‍🌾'.repeat(16)).ok).toBe(true);
    expect(named('Ada ♥ Lovelace').ok).toBe(true);
  });

  it('never throws on a mangled record, whatever is changed', () => {
    const base = exported('henhouse', { players: 3 }, 8);
    const json = JSON.stringify(base);
    fc.assert(
      fc.property(fc.nat(json.length - 1), fc.string({ maxLength: 4 }), fc.nat(3), (at, text, cut) => {
        const mangled = json.slice(0, at) + text + json.slice(at + cut);
        const read = readExportText(mangled);
        if (!read.ok) expect(read.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
    fc.assert(
      fc.property(fc.nat(base.steps.length - 1), fc.jsonValue(), (at, action) => {
        const steps = base.steps.map((s, i) => (i === at ? { ...s, action } : s));
        expect(() => readExport({ ...base, steps })).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });
});
