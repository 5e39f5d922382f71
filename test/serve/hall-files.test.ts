import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gameModule } from '../../src/games/index.js';
import { BotPool } from '../../src/serve/bot-pool.js';
import { openStore, summarize, writeDocument } from '../../src/store/index.js';
import { scoresText } from '../../src/commands/scores/scores.js';
import { Hall, HALL_DIRS, playerDir, type NewTableChoice } from '../../src/serve/hall.js';
import { tableRecordProblem } from '../../src/serve/shared-table.js';

const CHOICE: NewTableChoice = {
  game: 'just-hatched',
  options: { players: 3 },
  level: 'easy',
  speed: 'max',
  thinkMs: 50,
  name: null,
};

const halls: Hall[] = [];
afterEach(() => {
  for (const h of halls.splice(0)) h.closeAll();
});

async function openHall(dir: string): Promise<{ hall: Hall; lines: string[]; brought: number }> {
  const lines: string[] = [];
  const hall = new Hall(dir, { maxTables: 10, tablesPerIdentity: 5, tableIdle: 900 }, new BotPool(null, 1), (l) => lines.push(l));
  halls.push(hall);
  const brought = await hall.open();
  return { hall, lines, brought };
}

/** A table started by Ada, saved by its hall: its record as on disk. */
async function playingTable(dir: string): Promise<string> {
  const { hall } = await openHall(dir);
  const table = hall.create(CHOICE, { name: 'Ada', identity: 'guest:ada' });
  if (typeof table === 'string') throw new Error(table);
  const sat = table.sit('Ada', 'guest:ada');
  if (!('seat' in sat)) throw new Error(sat.refusal);
  expect(table.start(sat.seat)).toBeNull();
  const code = table.code;
  hall.closeAll();
  halls.splice(halls.indexOf(hall), 1);
  return code;
}

describe('a table over SSH fills its open seats with bots', () => {
  it('whose names pass over the people’s', async () => {
    const { hall } = await openHall(mkdtempSync(join(tmpdir(), 'bc-hall-')));
    const table = hall.create({ ...CHOICE, options: { players: 4 } }, { name: 'Pip', identity: 'guest:pip' });
    if (typeof table === 'string') throw new Error(table);
    const sat = table.sit('Pip', 'guest:pip');
    if (!('seat' in sat)) throw new Error(sat.refusal);
    expect(table.start(sat.seat)).toBeNull();
    expect(table.seatInfos().map((s) => s.name)).toEqual(['Pip', 'Marigold', 'Nugget', 'Henrietta']);
  });
});

describe('the hall reads its saved tables through the store, checked', () => {
  it('keeps a damaged table file aside with one log line each, and brings back the good one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bc-hall-'));
    const good = await playingTable(dir);
    const tables = join(dir, HALL_DIRS.tables);
    const record = JSON.parse(readFileSync(join(tables, `${good}.json`), 'utf8')) as Record<string, unknown>;
    expect(tableRecordProblem(record)).toBeNull();
    const damaged: Record<string, string> = {
      KKKK: 'not json at all \u0000',
      LLLL: JSON.stringify(record).slice(0, 90),
      QQQQ: JSON.stringify({ ...record, code: 'QQQQ', seats: 5 }),
      RRRR: JSON.stringify({ ...record, code: 'RRRR', steps: [{ seat: 7, action: 'x' }] }),
      TTTT: JSON.stringify({ ...record }),
      WWWW: JSON.stringify({ ...record, code: 'WWWW', steps: [{ seat: 0, action: { nonsense: true } }] }),
    };
    for (const [code, text] of Object.entries(damaged)) writeFileSync(join(tables, `${code}.json`), text);
    const { hall, lines, brought } = await openHall(dir);
    expect(brought).toBe(1);
    expect(hall.find(good)).toBeDefined();
    for (const code of Object.keys(damaged)) {
      expect(hall.find(code)).toBeUndefined();
      const line = lines.find((l) => l.startsWith(`saved table ${code}.json could not be brought back`));
      expect(line, lines.join('\n')).toMatch(/; kept as .*\.unreadable-.*\.json$/);
      expect(existsSync(join(tables, `${code}.json`))).toBe(false);
    }
    expect(lines.find((l) => l.startsWith('saved table QQQQ'))).toMatch(/seats is not a list/);
    expect(lines.find((l) => l.startsWith('saved table RRRR'))).toMatch(/steps\/0\/seat is not a seat of the table/);
    expect(lines.find((l) => l.startsWith('saved table TTTT'))).toMatch(/its code .* is not its file's/);
    expect(lines.find((l) => l.startsWith('saved table KKKK'))).toMatch(/not valid JSON/);
    // Each is kept, byte for byte, and not read again at the next start.
    const aside = readdirSync(tables).filter((f) => f.includes('.unreadable-'));
    expect(aside).toHaveLength(Object.keys(damaged).length);
    const kept = aside.find((f) => f.startsWith('KKKK.'));
    expect(readFileSync(join(tables, kept as string), 'utf8')).toBe(damaged.KKKK);
    hall.closeAll();
    halls.pop();
    const again = await openHall(dir);
    expect(again.brought).toBe(1);
    expect(again.lines.filter((l) => l.includes('could not be brought back'))).toEqual([]);
  });

  it('never writes a table of the wrong shape: the last good save stays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bc-hall-'));
    const { hall } = await openHall(dir);
    const table = hall.create(CHOICE, { name: 'Ada', identity: 'guest:ada' });
    if (typeof table === 'string') throw new Error(table);
    const file = join(dir, HALL_DIRS.tables, `${table.code}.json`);
    const before = readFileSync(file, 'utf8');
    expect(tableRecordProblem(JSON.parse(before))).toBeNull();
    const bad = { ...table.saved, seats: table.saved.seats.slice(1) };
    expect(() => writeDocument(file, bad, tableRecordProblem)).toThrow(/not written: seats do not match options\/players/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it("records a table closed for idleness in each player's scores, as not finished", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bc-hall-'));
    const lines: string[] = [];
    const hall = new Hall(dir, { maxTables: 10, tablesPerIdentity: 5, tableIdle: 1 }, new BotPool(null, 1), (l) => lines.push(l));
    halls.push(hall);
    await hall.open();
    const table = hall.create({ ...CHOICE, speed: 'slow' }, { name: 'Ada', identity: 'guest:ada' });
    if (typeof table === 'string') throw new Error(table);
    const ada = table.sit('Ada', 'guest:ada');
    const bob = table.sit('Bob', 'guest:bob');
    if (!('seat' in ada) || !('seat' in bob)) throw new Error('not seated');
    expect(table.start(ada.seat)).toBeNull();
    table.leave(ada.seat);
    table.leave(bob.seat);
    let now = 0;
    hall.watchIdle(() => now);
    now = 5_000;
    await new Promise((r) => setTimeout(r, 600));
    expect(lines.some((l) => l.startsWith(`table ${table.code} closed: nobody at it for 1 s`))).toBe(true);
    for (const [identity, name] of [
      ['guest:ada', 'Ada'],
      ['guest:bob', 'Bob'],
    ] as const) {
      const records = openStore({ dir: playerDir(dir, identity) }).records();
      expect(records).toHaveLength(1);
      const record = records[0]!;
      expect(record).toMatchObject({ game: 'just-hatched', abandoned: true, scores: [], winners: [], rounds: 1 });
      expect(record.seats[0]).toEqual({ name, bot: null });
      const text = scoresText(records, undefined);
      expect(text).toMatch(/not finished {2}.*closed with nobody at the table/);
      expect(text.replace(/\s+/g, ' ')).toMatch(
        /A game a server closed unfinished, because nobody was left at its table, is listed but not counted\./,
      );
      // Not counted: no game played, no win.
      expect(summarize(records, ['just-hatched'].map(gameModule))[0]).toMatchObject({
        played: 0,
        abandoned: 1,
        wins: 0,
        best: null,
        mean: null,
      });
    }
  });
});
