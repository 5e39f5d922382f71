import { existsSync, readFileSync, statSync } from 'node:fs';
import { readExport, readExportText, replayText, type Replayed } from '../../review/index.js';
import { openStore } from '../../store/index.js';
import { countBack, pickRecord } from '../export/export.js';
import { EXIT } from '../../platform/exit.js';
import { UsageError } from '../../games/options.js';
import { loadUi } from '../load-ui.js';
import { tablePrefs } from '../../store/prefs.js';
import { prepareColumns, print, widthFor } from '../../platform/text/index.js';
import { fileErrorWords } from '../../platform/file-error.js';

/** Biggest record file `replay` reads. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The record `replay` was given, replayed: a file, `-` for stdin, or N (a finished game of the
 * history, counting back; default the last). UsageError (exit 2) with one line when the file
 * cannot be read or does not replay; an Error (exit 1) when the history has no such game or it
 * does not replay.
 */
export function loadReplay(source: string | undefined): Replayed {
  const digits = source !== undefined && /^\s*\d+\s*$/.test(source);
  if (source === undefined || (digits && !existsSync(source))) {
    const store = openStore();
    const picked = pickRecord(store, countBack(source));
    for (const line of store.takeWarnings()) process.stderr.write(`big-chicken: warning: ${line}\n`);
    // A finished game of the history that is not there, or no longer replays, is no fault of
    // the command line: exit 1 (run's Error), as `export N` and `resume` say it.
    if ('problem' in picked) throw new Error(picked.problem);
    const read = readExport(JSON.parse(JSON.stringify(picked.record)));
    if (!read.ok) throw new Error(`that game does not replay with this version: ${read.reason}`);
    return read.replayed;
  }
  let text: string;
  try {
    if (source === '-') text = readFileSync(0, 'utf8');
    else {
      if (statSync(source).size > MAX_BYTES) throw new UsageError(`${source} is too big to be an exported game`);
      text = readFileSync(source, 'utf8');
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read ${source} (${fileErrorWords(error)})`);
  }
  const read = readExportText(text);
  if (!read.ok) throw new UsageError(`${source === '-' ? 'the record' : source} does not replay: ${read.reason}`);
  return read.replayed;
}

/**
 * `big-chicken replay [FILE|N]`: at a terminal, steps through the game at the table as play draws
 * it (one seat's hand at a time, or the open table), and `p` plays on from any action as a new
 * game; through a pipe, prints the whole game as text within 80 columns. Exit 0; 1 when the
 * history has no game N back or it does not replay; 2 (UsageError) for a bad N or a record
 * (a file, stdin) that cannot be read or does not replay.
 */
export async function replayGame(source: string | undefined): Promise<number> {
  const replayed = loadReplay(source);
  if (process.stdin.isTTY && process.stdout.isTTY) {
    const prefs = tablePrefs({});
    if (prefs.warning !== null) process.stderr.write(`big-chicken: warning: ${prefs.warning}\n`);
    const { runReplay } = await loadUi();
    return runReplay(replayed, prefs);
  }
  const names = replayed.record.seats.map((s) => s.name);
  await prepareColumns(names);
  print(replayText(replayed, widthFor(process.stdout)));
  return EXIT.ok;
}
