import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openStore, storeDir, STORE_FILES, StoreWriteError, type GameRecord } from '../../src/store/index.js';
import { sampleRecord, sampleSaved, tempDir } from './helpers.js';

const fixedNow = () => new Date('2026-11-29T20:15:30.250Z');
const ASIDE_STAMP = '2026-11-29T20-15-30-250Z';

/** The saved-game file of the sample game. */
const HH_SAVE = STORE_FILES.savedGameOf('henhouse');
describe('where the store lives', () => {
  test('$BIG_CHICKEN_HOME wins; otherwise the platform config directory', () => {
    expect(storeDir({ BIG_CHICKEN_HOME: '/tmp/bc' }, 'linux')).toBe('/tmp/bc');
    expect(storeDir({ BIG_CHICKEN_HOME: 'rel/home' }, 'linux')).toBe(join(process.cwd(), 'rel/home'));
    expect(storeDir({ BIG_CHICKEN_HOME: '', XDG_CONFIG_HOME: '/x/cfg' }, 'linux')).toBe('/x/cfg/big-chicken');
    // The XDG spec: a relative XDG_CONFIG_HOME is invalid and ignored.
    expect(storeDir({ XDG_CONFIG_HOME: 'cfg' }, 'linux')).toBe(join(homedir(), '.config', 'big-chicken'));
    expect(storeDir({ XDG_CONFIG_HOME: './x' }, 'linux')).toBe(join(homedir(), '.config', 'big-chicken'));
    expect(storeDir({}, 'darwin')).toMatch(/Library\/Preferences\/big-chicken$/);
    expect(storeDir({ APPDATA: 'C:/Users/a/AppData/Roaming' }, 'win32')).toMatch(/Roaming.big-chicken.Config$/);
  });

  test('the directory is created on first write', () => {
    const dir = join(tempDir(), 'nested', 'home');
    const store = openStore({ dir });
    expect(store.records()).toEqual([]);
    store.saveGame(sampleSaved(1));
    expect(existsSync(join(dir, HH_SAVE))).toBe(true);
  });
});

describe('the game in progress', () => {
  test('saved, loaded exactly, cleared', () => {
    const store = openStore({ dir: tempDir() });
    expect(store.loadSavedGame()).toBeNull();
    expect(store.hasSavedGame()).toBe(false);
    store.saveGame(sampleSaved(3));
    store.saveGame(sampleSaved(4));
    expect(store.hasSavedGame()).toBe(true);
    expect(store.loadSavedGame()).toEqual(sampleSaved(4));
    expect(store.loadSavedGame('henhouse')).toEqual(sampleSaved(4));
    expect(store.loadSavedGame('clutch')).toBeNull();
    store.clearSavedGame('henhouse');
    expect(store.loadSavedGame()).toBeNull();
    store.clearSavedGame('henhouse');
    expect(store.takeWarnings()).toEqual([]);
  });

  test('a save leaves no temporary file behind, and a long game saves quickly', () => {
    const dir = tempDir();
    const store = openStore({ dir });
    const game = sampleSaved(600);
    const start = performance.now();
    for (let i = 0; i < 50; i++) store.saveGame(game);
    const each = (performance.now() - start) / 50;
    expect(readdirSync(dir)).toEqual([HH_SAVE]);
    // Generous bound for a loaded 2-core machine; a save is typically well under 1 ms.
    expect(each).toBeLessThan(25);
  });

  test('a corrupt saved game is kept aside with a warning, and the records are untouched', () => {
    const dir = tempDir();
    const store = openStore({ dir, now: fixedNow });
    store.recordGame(sampleRecord());
    writeFileSync(join(dir, HH_SAVE), '{"version":1,"game":{"game":"henh');
    expect(store.loadSavedGame()).toBeNull();
    const aside = join(dir, `saved-henhouse.unreadable-${ASIDE_STAMP}.json`);
    expect(readFileSync(aside, 'utf8')).toBe('{"version":1,"game":{"game":"henh');
    const warnings = store.takeWarnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(aside);
    expect(warnings[0]).toContain('not valid JSON');
    expect(warnings[0]).not.toContain('\n');
    expect(store.records()).toEqual([sampleRecord()]);
  });

  test('a saved game of the wrong shape or a newer layout is kept aside', () => {
    const dir = tempDir();
    const store = openStore({ dir, now: fixedNow });
    writeFileSync(join(dir, HH_SAVE), JSON.stringify({ version: 1, game: { ...sampleSaved(2), seed: 'seven' } }));
    expect(store.loadSavedGame()).toBeNull();
    expect(store.takeWarnings()[0]).toContain('expected shape');
    writeFileSync(join(dir, HH_SAVE), JSON.stringify({ version: 9, game: sampleSaved(2) }));
    expect(openStore({ dir }).loadSavedGame()).toBeNull();
    expect(readdirSync(dir).filter((f) => f.startsWith('saved-henhouse.unreadable-'))).toHaveLength(2);
  });

  test('a temporary save left by a killed process is tidied away on load; a live one is not', () => {
    const dir = tempDir();
    const store = openStore({ dir });
    store.saveGame(sampleSaved(2));
    // No process has pid 2^22 + 1 on Linux (pid_max is at most 2^22); pid 1 is always alive.
    writeFileSync(join(dir, `${HH_SAVE}.4194305.tmp`), '{"version":1,"ga');
    writeFileSync(join(dir, `${HH_SAVE}.1.tmp`), '{}');
    expect(store.loadSavedGame()).toEqual(sampleSaved(2));
    expect(readdirSync(dir).sort()).toEqual([HH_SAVE, `${HH_SAVE}.1.tmp`]);
  });

  test('set aside on purpose, not deleted', () => {
    const dir = tempDir();
    const store = openStore({ dir, now: fixedNow });
    expect(store.setAsideSavedGame('henhouse', 'unplayable')).toBeNull();
    store.saveGame(sampleSaved(5));
    const moved = store.setAsideSavedGame('henhouse', 'unplayable');
    expect(moved).toBe(join(dir, `saved-henhouse.unplayable-${ASIDE_STAMP}.json`));
    expect(JSON.parse(readFileSync(moved as string, 'utf8')).game).toEqual(sampleSaved(5));
    expect(store.loadSavedGame()).toBeNull();
  });

  test('a save that cannot be written throws one line for the table to show, and leaves no temporary file', () => {
    const dir = tempDir();
    // A directory where the file should be makes the rename fail whoever runs the test.
    mkdirSync(join(dir, HH_SAVE));
    const store = openStore({ dir });
    expect(() => store.saveGame(sampleSaved(1))).toThrow(StoreWriteError);
    expect(() => store.saveGame(sampleSaved(2))).toThrow(/^a directory is in the way \(.*saved-henhouse\.json\)$/);
    expect(store.takeWarnings()).toEqual([]);
    expect(readdirSync(dir)).toEqual([HH_SAVE]);
  });
});

describe('how much of a game its save holds', () => {
  test('all of it, an earlier point of it, or nothing when the save is another deal or none', () => {
    const store = openStore({ dir: tempDir() });
    expect(store.savedStepsOf(sampleSaved(5))).toBe(0);
    store.saveGame(sampleSaved(3));
    expect(store.savedStepsOf(sampleSaved(3))).toBe(3);
    expect(store.savedStepsOf(sampleSaved(8))).toBe(3);
    // Another deal of the same game, as a new game over an old save is before its first save.
    expect(store.savedStepsOf(sampleSaved(8, { seed: 8 }))).toBe(0);
    // A later point than the game asked about is not part of it.
    expect(store.savedStepsOf(sampleSaved(2))).toBe(0);
  });
});

describe('finished games', () => {
  test('finishGame records the outcome from seat 0 and clears the saved game', () => {
    const store = openStore({ dir: tempDir(), now: fixedNow });
    const saved = sampleSaved(40);
    store.saveGame(saved);
    const record = store.finishGame(saved, { winners: [2, 0], scores: [5, 19, 5, 30], rounds: 3, summary: 'x' });
    expect(record).toEqual({
      game: 'henhouse',
      date: '2026-11-29T20:15:30.250Z',
      seats: saved.seats,
      seed: 7,
      options: { players: 4 },
      rounds: 3,
      scores: [5, 19, 5, 30],
      winners: [2, 0],
      steps: saved.steps,
    });
    expect(store.records()).toEqual([record]);
    expect(store.loadSavedGame()).toBeNull();
  });

  test('finishing a game leaves alone a save of another game made since (another terminal)', () => {
    const store = openStore({ dir: tempDir(), now: fixedNow });
    const mine = sampleSaved(30);
    const other = sampleSaved(12, { seed: 8 });
    store.saveGame(mine);
    store.saveGame(other);
    store.finishGame(mine, { winners: [0], scores: [0, 9, 9, 9], rounds: 2, summary: 'x' });
    expect(store.records()).toHaveLength(1);
    expect(store.loadSavedGame()).toEqual(other);
    // The same game saved one action before its end is cleared.
    store.saveGame(sampleSaved(29));
    store.finishGame(mine, { winners: [0], scores: [0, 9, 9, 9], rounds: 2, summary: 'x' });
    expect(store.loadSavedGame()).toBeNull();
  });

  test('a watched game (a bot in seat 0) is recorded marked as watched; a played one is not', () => {
    const store = openStore({ dir: tempDir(), now: fixedNow });
    const outcome = { winners: [0], scores: [3, 9, 9, 9], rounds: 4, summary: 'x' };
    const played = store.finishGame(sampleSaved(4), outcome);
    const watched = store.finishGame(
      sampleSaved(4, { seats: [{ name: 'Ada', bot: 'normal' }, ...sampleSaved(0).seats.slice(1)] }),
      outcome,
    );
    expect(played.watched).toBeUndefined();
    expect(watched.watched).toBe(true);
    expect(store.records().map((r) => r.watched)).toEqual([undefined, true]);
  });

  test('a Clutch game records its outcome', () => {
    const store = openStore({ dir: tempDir(), now: fixedNow });
    const saved = sampleSaved(9, { game: 'clutch', options: { players: 1 }, seats: [{ name: 'Ada', bot: null }] });
    const lost = store.finishGame(saved, { winners: [], scores: [0], rounds: 1, summary: 'lost' });
    const won = store.finishGame(saved, { winners: [0], scores: [1250], rounds: 1, summary: 'won' });
    expect([lost.outcome, won.outcome]).toEqual(['lost', 'won']);
    expect(store.records().map((r) => r.outcome)).toEqual(['lost', 'won']);
  });

  test('reset forgets the records but keeps the saved game', () => {
    const store = openStore({ dir: tempDir() });
    store.recordGame(sampleRecord());
    store.recordGame(sampleRecord({ seed: 43 }));
    store.saveGame(sampleSaved(2));
    expect(store.records()).toHaveLength(2);
    store.recordGame(sampleRecord({ game: 'henhouse', seed: 44 }));
    expect(store.resetRecords('just-hatched')).toBe(2);
    expect(store.records()).toEqual([sampleRecord({ game: 'henhouse', seed: 44 })]);
    expect(store.resetRecords()).toBe(1);
    expect(store.records()).toEqual([]);
    expect(store.loadSavedGame()).toEqual(sampleSaved(2));
  });

  test('records survive reopening', () => {
    const dir = tempDir();
    openStore({ dir }).recordGame(sampleRecord());
    expect(openStore({ dir }).records()).toEqual([sampleRecord()]);
  });
});

describe('an unreadable scores file', () => {
  test('corrupt JSON is kept aside byte for byte, one warning names it, and a fresh store starts', () => {
    const dir = tempDir();
    const file = join(dir, STORE_FILES.records);
    writeFileSync(file, '{"records": [ {"game": "henhouse", ');
    const store = openStore({ dir, now: fixedNow });
    expect(store.records()).toEqual([]);
    const aside = join(dir, `records.unreadable-${ASIDE_STAMP}.json`);
    expect(readFileSync(aside, 'utf8')).toBe('{"records": [ {"game": "henhouse", ');
    const warnings = store.takeWarnings();
    expect(warnings).toEqual([`could not read the scores in ${file} (it is not valid JSON); kept it as ${aside} and started afresh`]);
    expect(store.recordGame(sampleRecord())).toBe(true);
    expect(openStore({ dir }).records()).toEqual([sampleRecord()]);
    expect(store.takeWarnings()).toEqual([]);
  });

  test('a file whose one record is of the wrong shape says there is no other, not "the other 0 are kept"', () => {
    const dir = tempDir();
    const file = { records: [{ game: 'poker', seed: 'x' }], __internal__: { migrations: { version: '1.0.0' } } };
    writeFileSync(join(dir, STORE_FILES.records), JSON.stringify(file, null, '\t'));
    const store = openStore({ dir, now: fixedNow });
    expect(store.records()).toEqual([]);
    const aside = join(dir, `records.rejected-${ASIDE_STAMP}.json`);
    expect(store.takeWarnings()).toEqual([
      `one record in ${join(dir, STORE_FILES.records)} could not be read (date is missing); kept it as ${aside}; there is no other`,
    ]);
  });

  test('records of the wrong shape are set aside alone, and the good ones kept', () => {
    const dir = tempDir();
    const bad = { game: 'poker', seed: 'x' };
    const badSeat = sampleRecord({ seed: 2, seats: [{ name: 7, bot: null }] as unknown as GameRecord['seats'] });
    const good = [sampleRecord({ seed: 1 }), sampleRecord({ seed: 3 })];
    const file = { records: [good[0], bad, badSeat, good[1]], __internal__: { migrations: { version: '1.0.0' } } };
    writeFileSync(join(dir, STORE_FILES.records), JSON.stringify(file, null, '\t'));
    const store = openStore({ dir, now: fixedNow });
    expect(store.records()).toEqual(good);
    const aside = join(dir, `records.rejected-${ASIDE_STAMP}.json`);
    expect(store.takeWarnings()).toEqual([
      `2 records in ${join(dir, STORE_FILES.records)} could not be read (date is missing); kept them as ${aside}; the other 2 are kept`,
    ]);
    expect(JSON.parse(readFileSync(aside, 'utf8'))).toEqual([bad, badSeat]);
    // The file now holds the good records only, and says nothing more on the next read.
    expect(openStore({ dir }).records()).toEqual(good);
    expect(store.records()).toEqual(good);
    expect(store.takeWarnings()).toEqual([]);
  });

  test('a JSON value that is not an object is kept aside', () => {
    const dir = tempDir();
    writeFileSync(join(dir, STORE_FILES.records), '[1, 2, 3]');
    const store = openStore({ dir, now: fixedNow });
    expect(store.recordGame(sampleRecord())).toBe(true);
    expect(store.takeWarnings()).toHaveLength(1);
    expect(store.records()).toEqual([sampleRecord()]);
  });

  test('a file from a newer program is left untouched and nothing is written over it', () => {
    const dir = tempDir();
    const newer = JSON.stringify({ records: [], shelves: {}, __internal__: { migrations: { version: '3.0.0' } } });
    writeFileSync(join(dir, STORE_FILES.records), newer);
    const store = openStore({ dir });
    expect(store.records()).toEqual([]);
    expect(store.recordGame(sampleRecord())).toBe(false);
    const warnings = store.takeWarnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('newer big-chicken');
    expect(readFileSync(join(dir, STORE_FILES.records), 'utf8')).toBe(newer);
    expect(readdirSync(dir).sort()).toEqual([STORE_FILES.records]);
  });
});

describe('schema migration', () => {
  test('the unversioned v0 layout ("games" with "players") becomes 1.0.0 "records" with "seats"', () => {
    const dir = tempDir();
    const v0 = {
      games: [
        {
          game: 'just-hatched',
          date: Date.UTC(2025, 5, 1, 12, 0, 0),
          players: [
            { name: 'Ada', level: 'human' },
            { name: 'Pip', level: 'hard' },
          ],
          seed: 99,
          options: { players: 2, twoPlayer: 'one-and-dump' },
          rounds: 5,
          scores: [20, 35],
          winners: [0],
        },
        { game: 'clutch', date: Date.UTC(2025, 5, 2), players: [{ name: 'Ada', level: 'human' }], seed: 5, scores: [1100], winners: [0] },
      ],
    };
    writeFileSync(join(dir, STORE_FILES.records), JSON.stringify(v0));
    const store = openStore({ dir });
    expect(store.records()).toEqual([
      {
        game: 'just-hatched',
        date: '2025-06-01T12:00:00.000Z',
        seats: [
          { name: 'Ada', bot: null },
          { name: 'Pip', bot: 'hard' },
        ],
        seed: 99,
        options: { players: 2, twoPlayer: 'one-and-dump' },
        rounds: 5,
        scores: [20, 35],
        winners: [0],
      },
      {
        game: 'clutch',
        date: '2025-06-02T00:00:00.000Z',
        seats: [{ name: 'Ada', bot: null }],
        seed: 5,
        options: { players: 1 },
        rounds: 1,
        scores: [1100],
        winners: [0],
        outcome: 'won',
      },
    ]);
    expect(store.takeWarnings()).toEqual([]);
    const onDisk = JSON.parse(readFileSync(join(dir, STORE_FILES.records), 'utf8'));
    expect(onDisk.games).toBeUndefined();
    expect(onDisk.__internal__.migrations.version).toBe('1.0.0');
  });

  test('a fresh store is written at the current version', () => {
    const dir = tempDir();
    openStore({ dir }).recordGame(sampleRecord());
    const onDisk = JSON.parse(readFileSync(join(dir, STORE_FILES.records), 'utf8'));
    expect(onDisk.__internal__.migrations.version).toBe('1.0.0');
    expect(onDisk.records).toHaveLength(1);
  });
});

describe('each game keeps its own game in progress', () => {
  const clutch = (steps: number, savedAt: string) =>
    sampleSaved(steps, { game: 'clutch', options: { players: 1 }, seats: [{ name: 'Ada', bot: null }], savedAt });

  test('starting Clutch does not replace a saved Henhouse game; the latest comes first', () => {
    const dir = tempDir();
    const store = openStore({ dir });
    const henhouse = sampleSaved(12, { savedAt: '2026-11-29T18:00:00.000Z' });
    store.saveGame(henhouse);
    store.saveGame(clutch(3, '2026-11-29T19:00:00.000Z'));
    expect(store.loadSavedGame('henhouse')).toEqual(henhouse);
    expect(store.loadSavedGame('clutch')).toEqual(clutch(3, '2026-11-29T19:00:00.000Z'));
    expect(store.loadSavedGame()?.game).toBe('clutch');
    expect(store.savedGames().map((g) => g.game)).toEqual(['clutch', 'henhouse']);
    expect(readdirSync(dir).sort()).toEqual([STORE_FILES.savedGameOf('clutch'), HH_SAVE]);
    // Finishing or clearing one leaves the other.
    store.finishGame(clutch(3, '2026-11-29T19:00:00.000Z'), { winners: [0], scores: [1100], rounds: 1, summary: 'won' });
    expect(store.savedGames()).toEqual([henhouse]);
    expect(store.hasSavedGame('clutch')).toBe(false);
    expect(store.hasSavedGame()).toBe(true);
    expect(store.takeWarnings()).toEqual([]);
  });

  test("the single saved game of earlier versions moves to its game's own file", () => {
    const dir = tempDir();
    const old = sampleSaved(6);
    writeFileSync(join(dir, STORE_FILES.savedGame), JSON.stringify({ version: 1, game: old }));
    const store = openStore({ dir });
    expect(store.hasSavedGame('henhouse')).toBe(true);
    expect(store.loadSavedGame('henhouse')).toEqual(old);
    expect(readdirSync(dir)).toEqual([HH_SAVE]);
    expect(store.takeWarnings()).toEqual([]);
  });

  test('an old saved game whose game has a newer save of its own is kept aside, not lost', () => {
    const dir = tempDir();
    writeFileSync(join(dir, STORE_FILES.savedGame), JSON.stringify({ version: 1, game: sampleSaved(6) }));
    writeFileSync(join(dir, HH_SAVE), JSON.stringify({ version: 1, game: sampleSaved(9) }));
    const store = openStore({ dir, now: fixedNow });
    expect(store.loadSavedGame()).toEqual(sampleSaved(9));
    expect(readdirSync(dir).sort()).toEqual([`saved-game.superseded-${ASIDE_STAMP}.json`, HH_SAVE]);
  });

  test('an unreadable old saved game is kept aside with a warning', () => {
    const dir = tempDir();
    writeFileSync(join(dir, STORE_FILES.savedGame), '{"version":1,"ga');
    const store = openStore({ dir, now: fixedNow });
    expect(store.savedGames()).toEqual([]);
    const warnings = store.takeWarnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`saved-game.unreadable-${ASIDE_STAMP}.json`);
  });
});
