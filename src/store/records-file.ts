import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import Conf from 'conf';
import { describeReadError } from './aside.js';
import { verifiedWritesFor, withVerifiedConf } from './conf-atomically.js';
import { RECORDS_VERSION, migrateV0Game, recordsSchema, type V0Game } from './schema.js';
import { shapeProblem, type Shape } from './shape.js';
import type { GameRecord } from './types.js';

/** Base name of the scores file (`records.json`, its previous version `records.json.bak`). */
export const RECORDS_NAME = 'records';

/** The scores file cannot be used as it is; `reason` is a short phrase for a warning. */
export class UnreadableStoreError extends Error {
  override readonly name = 'UnreadableStoreError';
  constructor(
    readonly reason: string,
    /** True when the file is fine but from a newer program: it is left where it is. */
    readonly newer = false,
  ) {
    super(reason);
  }
}

/** What the scores file holds. */
export interface RecordsRead {
  /** The records that fit the schema, oldest first. */
  readonly records: GameRecord[];
  /** Entries that do not fit, each with the reason, in file order; the caller sets them aside. */
  readonly rejected: readonly { readonly entry: unknown; readonly reason: string }[];
  /** True when the file was of an older layout (or had rejected entries): it should be rewritten. */
  readonly stale: boolean;
}

/**
 * The file layout: `{"records": [...], "__internal__": {"migrations": {"version": "1.0.0"}}}`,
 * as the earlier versions (written with conf) left it, so their files are read as they are.
 */
interface RawFile {
  records?: unknown;
  __internal__?: { migrations?: { version?: unknown } };
  [key: string]: unknown;
}

function newerThanUs(version: unknown): boolean {
  if (typeof version !== 'string') return false;
  const theirs = version.split('.').map(Number);
  const ours = RECORDS_VERSION.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const a = theirs[i] ?? 0;
    const b = ours[i] ?? 0;
    if (Number.isNaN(a)) return false;
    if (a !== b) return a > b;
  }
  return false;
}

/**
 * Migrations of the scores file, by the version they bring it to, run in order on the parsed
 * file when its version is older (a file with no version is v0).
 */
export const migrations: Readonly<Record<string, (data: RawFile) => void>> = {
  // v0 → 1.0.0: `games` with `players` and numeric dates became `records` with `seats`.
  '1.0.0': (data) => {
    const old = data.games;
    delete data.games;
    if (!Array.isArray(old)) return;
    const kept = Array.isArray(data.records) ? data.records : [];
    data.records = [...kept, ...(old as V0Game[]).map(migrateV0Game)];
  },
};

function olderThan(version: unknown, target: string): boolean {
  if (typeof version !== 'string') return true;
  const a = version.split('.').map(Number);
  const b = target.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

const recordShape = recordsSchema.records.items as unknown as Shape;

/**
 * Reads the scores file `file`: parsed, migrated to {@link RECORDS_VERSION}, and checked record
 * by record, so one bad entry costs only itself. A missing file holds no records. Throws
 * {@link UnreadableStoreError} when the file cannot be read or parsed, is not an object with a
 * list of records (none, or null, included), or comes from a newer program (`newer`: leave it alone).
 */
export function readRecordsFile(file: string): RecordsRead {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], rejected: [], stale: false };
    throw new UnreadableStoreError(describeReadError(error));
  }
  let data: RawFile;
  try {
    data = JSON.parse(text) as RawFile;
  } catch (error) {
    throw new UnreadableStoreError(describeReadError(error));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new UnreadableStoreError('its contents do not have the expected shape');
  }
  const version = data.__internal__?.migrations?.version;
  if (newerThanUs(version)) {
    throw new UnreadableStoreError(`it was written by a newer big-chicken (layout ${String(version)})`, true);
  }
  let stale = false;
  for (const [to, migrate] of Object.entries(migrations)) {
    if (!olderThan(version, to)) continue;
    migrate(data);
    stale = true;
  }
  // Every layout this program wrote holds a list of records, if only an empty one: a file
  // without it (null, or no such key) is damaged, not a history of no games.
  const entries = data.records;
  if (!Array.isArray(entries)) throw new UnreadableStoreError('its contents do not have the expected shape');
  const records: GameRecord[] = [];
  const rejected: { entry: unknown; reason: string }[] = [];
  for (const entry of entries) {
    const problem = shapeProblem(recordShape, entry);
    if (problem === null) records.push(entry as GameRecord);
    else rejected.push({ entry, reason: problem });
  }
  return { records, rejected, stale: stale || rejected.length > 0 };
}

/**
 * The records that can still be read in a damaged scores file `text` (cut short, or with bytes
 * overwritten): every complete entry of its `records` list that parses and fits the schema, in
 * file order, up to the first point where the list can no longer be followed. Never throws.
 */
export function salvageRecords(text: string): GameRecord[] {
  const start = /"records"\s*:\s*\[/.exec(text);
  if (!start) return [];
  const found: GameRecord[] = [];
  let i = start.index + start[0].length;
  while (i < text.length) {
    while (i < text.length && /[\s,]/.test(text[i] as string)) i++;
    if (text[i] !== '{') break;
    const end = objectEnd(text, i);
    if (end < 0) break;
    try {
      const entry: unknown = JSON.parse(text.slice(i, end + 1));
      if (shapeProblem(recordShape, entry) === null) found.push(entry as GameRecord);
    } catch {
      // Not JSON after all: skip this entry and try the next.
    }
    i = end + 1;
  }
  return found;
}

/** The index of the brace closing the object opened at `from`, or -1 when the text ends first. */
function objectEnd(text: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return c === '}' ? i : -1;
    }
  }
  return -1;
}

/** The text of a scores file holding `records`: one record per line, so a person can read it. */
export function recordsText(records: readonly unknown[]): string {
  const body = records.map((r) => JSON.stringify(r)).join(',\n');
  const internal = JSON.stringify({ migrations: { version: RECORDS_VERSION } });
  return `{"records": [${records.length === 0 ? '' : `\n${body}\n`}],\n"__internal__": ${internal}}\n`;
}

/** What a conf migration step is given: the file's keys, read and written one at a time. */
interface ConfStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

/** The {@link migrations}, as conf runs them on the file (each step a change of the file's keys). */
const confMigrations: Record<string, (store: ConfStore) => void> = Object.fromEntries(
  Object.entries(migrations).map(([to, migrate]) => [
    to,
    (store: ConfStore) => {
      const data: RawFile = { records: store.get('records'), games: store.get('games') };
      migrate(data);
      if (store.get('games') !== undefined) store.delete('games');
      store.set('records', data.records ?? []);
    },
  ]),
);

/** The scores file's text for conf: the records one per line (as {@link recordsText}), then any other key. */
function serializeRecordsFile(value: Record<string, unknown>): string {
  const records = Array.isArray(value.records) ? (value.records as unknown[]) : [];
  const body = records.map((r) => JSON.stringify(r)).join(',\n');
  const others = Object.entries(value)
    .filter(([key]) => key !== 'records')
    .map(([key, v]) => `${JSON.stringify(key)}: ${JSON.stringify(v)}`);
  return `{"records": [${records.length === 0 ? '' : `\n${body}\n`}]${others.map((o) => `,\n${o}`).join('')}}\n`;
}

/**
 * conf over the scores file `file`: its path, its defaults (`records`, here `initial` when the
 * file does not exist yet, so that a new file is written once, whole) and the layout's
 * migrations. Every write is the store's verified one (conf's `atomically` import resolves to
 * conf-atomically.ts), keeping `<file>.bak` and flushed. No schema: the reader checks each
 * record alone. Open it only while holding the records lock: it may migrate the file.
 */
function recordsConf(file: string, initial: readonly GameRecord[]): Conf<Record<string, unknown>> {
  verifiedWritesFor(file, { backup: `${file}.bak`, sync: true });
  return new Conf<Record<string, unknown>>({
    cwd: dirname(file),
    configName: basename(file, '.json'),
    defaults: { records: [...initial] },
    projectVersion: RECORDS_VERSION,
    migrations: confMigrations,
    clearInvalidConfig: false,
    accessPropertiesByDotNotation: false,
    serialize: serializeRecordsFile,
    deserialize: (text) => JSON.parse(text) as Record<string, unknown>,
  });
}

/**
 * Replaces the scores file with `records` through conf, each write verified on disk before it
 * takes the old file's place (safe-write.ts's writeFileVerified); the file replaced is kept as
 * `<file>.bak`. A file of an older layout is migrated by conf first. Throws when a write fails,
 * leaving the old file as it was. Hold the records lock around read and write, and read the file
 * with {@link readRecordsFile} first: a damaged or newer file is not conf's to open.
 */
export function writeRecordsFile(file: string, records: readonly GameRecord[]): void {
  withVerifiedConf(() => {
    if (!existsSync(file)) {
      // conf writes a new file once, with its defaults: here the records.
      recordsConf(file, records);
      return;
    }
    recordsConf(file, []).set('records', [...records]);
  });
}
