import { writeFileSync } from 'node:fs';
import { exportRecord, exportSaved, readExport, type GameExport } from '../../review/index.js';
import { openStore, type GameRecord, type Store } from '../../store/index.js';
import { EXIT } from '../../platform/exit.js';
import { gameModule, namedGame, UsageError } from '../../games/index.js';
import { print } from '../../platform/text/index.js';
import { oneLine } from '../../platform/text/output.js';
import { fileErrorWords } from '../../platform/file-error.js';

/** Options of `export`, as commander hands them over. */
interface ExportOptions {
  /** `--saved` alone (true), or `--saved <game>`. */
  readonly saved?: boolean | string;
  readonly output?: string;
}

/** Finished games, newest first (records are appended as games end; the date orders several processes' games). */
export function newestFirst(records: readonly GameRecord[]): GameRecord[] {
  return records
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.date.localeCompare(a.r.date) || b.i - a.i)
    .map((x) => x.r);
}

/** Reads `N` (1 = the last game, 2 = the one before, …); UsageError on anything else. */
export function countBack(text: string | undefined): number {
  if (text === undefined) return 1;
  if (!/^\s*\d+\s*$/.test(text) || Number(text) < 1) throw new UsageError(`N must be a whole number from 1 (the last game), got "${text}"`);
  return Number(text);
}

/** What {@link pickRecord} says when no finished game is recorded at all. */
const NO_GAME_YET = 'no finished game is recorded yet; finish one with: big-chicken play';

/**
 * The `N`th finished game back from the newest in `store` as an export, or the one line that
 * says why there is none (no such game, or a game recorded before games kept their steps).
 */
export function pickRecord(store: Store, n: number): { readonly record: GameExport } | { readonly problem: string } {
  const records = newestFirst(store.records());
  if (records.length === 0) return { problem: NO_GAME_YET };
  const chosen = records[n - 1];
  if (!chosen)
    return {
      problem: `only ${records.length} finished game${records.length === 1 ? ' is' : 's are'} recorded, so there is no game ${n} back`,
    };
  const record = exportRecord(chosen);
  if (!record)
    return {
      problem: `game ${n} back (${chosen.game}, seed ${chosen.seed}) was recorded before games kept their actions, so it cannot be exported`,
    };
  // Checked as `replay` reads it: an edited record (steps, scores) is not handed on.
  const read = readExport(JSON.parse(JSON.stringify(record)));
  if (!read.ok) return { problem: `that game does not replay with this version: ${read.reason}` };
  return { record };
}

/** A file name as a message shows it: a long one by its start and end, so the line stays one line. */
export function shownName(name: string): string {
  return name.length <= 100 ? name : `${name.slice(0, 60)}...${name.slice(-30)} (${name.length} characters)`;
}

function flushWarnings(store: Store): void {
  for (const line of store.takeWarnings()) process.stderr.write(`big-chicken: warning: ${line}\n`);
}

/** What `--saved` says to an N, given beside it or as its game. */
const SAVED_NO_N = '--saved exports a game in progress: give no N with it';

/**
 * `big-chicken export [N] [--saved [game]] [-o FILE]`: writes one game as a JSON record (to
 * stdout, or to FILE): the Nth finished game back (default the last), or with `--saved` a game
 * in progress: that of `game`, or without it the one saved last, as `resume` picks (the others
 * are named on stderr). Exit 0; 1 when there is no such game (none in progress, none of that
 * game, none N back: as `replay N` and `resume`), when it does not replay or FILE cannot be
 * written; 2 (UsageError) for a bad N, an unknown game or an option mix.
 */
export async function exportGame(n: string | undefined, opts: Record<string, unknown>): Promise<number> {
  const options = opts as ExportOptions;
  const saved = options.saved === undefined || options.saved === false ? null : options.saved;
  if (saved !== null && n !== undefined) throw new UsageError(SAVED_NO_N);
  // `--saved 3` gives the N as the game's name: it is refused as an N beside `--saved` is.
  if (typeof saved === 'string' && /^\s*\d+\s*$/.test(saved)) throw new UsageError(SAVED_NO_N);
  const module = typeof saved === 'string' ? namedGame(saved) : undefined;
  const back = countBack(n);
  const store = openStore();
  let record: GameExport;
  try {
    if (saved !== null) {
      const all = store.savedGames();
      const game = module ? (all.find((g) => g.game === module.info.id) ?? null) : (all[0] ?? null);
      if (!game) {
        const others = all.map((g) => g.game);
        const line = module
          ? `there is no saved game of ${module.info.title} in progress to export${others.length > 0 ? `; saved: ${others.join(', ')}` : ''}`
          : 'there is no saved game in progress to export';
        process.stderr.write(`big-chicken: ${line}\n`);
        return EXIT.no;
      }
      const others = module ? [] : all.filter((g) => g.game !== game.game).map((g) => g.game);
      if (others.length > 0) {
        const title = gameModule(game.game).info.title;
        process.stderr.write(
          `${oneLine(`Exporting ${title}, the game saved last; also saved: ${others.join(', ')} (big-chicken export --saved <game>).`)}\n`,
        );
      }
      record = exportSaved(game);
    } else {
      const picked = pickRecord(store, back);
      if ('problem' in picked) {
        // With no finished game yet but one in progress, the line says how to export that one.
        const problem =
          picked.problem === NO_GAME_YET && store.hasSavedGame()
            ? 'no finished game is recorded yet; the game in progress exports with: big-chicken export --saved'
            : picked.problem;
        // Nothing there, as `replay N` and `resume` say it: exit 1.
        process.stderr.write(`${oneLine(`big-chicken: ${problem}`)}\n`);
        return EXIT.no;
      }
      record = picked.record;
    }
  } finally {
    flushWarnings(store);
  }
  const text = `${JSON.stringify(record)}\n`;
  if (options.output === undefined || options.output === '-') {
    print(text);
    return EXIT.ok;
  }
  const shown = shownName(options.output);
  try {
    writeFileSync(options.output, text);
  } catch (error) {
    process.stderr.write(`${oneLine(`big-chicken: could not write ${shown} (${fileErrorWords(error)})`)}\n`);
    return EXIT.no;
  }
  process.stderr.write(`${oneLine(`Wrote ${record.game}, seed ${record.seed}, ${record.steps.length} actions to ${shown}`)}\n`);
  return EXIT.ok;
}
