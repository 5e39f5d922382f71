import Conf, { type Schema } from 'conf';
import { readFileSync } from 'node:fs';
import { describeReadError } from './aside.js';
import { RECORDS_VERSION, migrateV0Game, recordsSchema, type RecordsFile, type V0Game } from './schema.js';

/** Base name of the scores file (conf adds `.json`). */
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

/** Looks at the file before conf does, to tell unreadable, newer and fine apart. */
function probe(file: string): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new UnreadableStoreError(describeReadError(error));
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UnreadableStoreError(describeReadError(error));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new UnreadableStoreError('its contents do not have the expected shape');
  }
  const internal = (data as { __internal__?: { migrations?: { version?: unknown } } }).__internal__;
  if (newerThanUs(internal?.migrations?.version)) {
    throw new UnreadableStoreError(`it was written by a newer big-chicken (layout ${String(internal?.migrations?.version)})`, true);
  }
}

/**
 * Migrations of the scores file, by the version they bring it to. conf runs the ones newer than
 * the file's version, in order, and then records {@link RECORDS_VERSION} in the file.
 */
export const migrations: Record<string, (store: Conf<RecordsFile>) => void> = {
  // v0 → 1.0.0: `games` with `players` and numeric dates became `records` with `seats`.
  '1.0.0': (store) => {
    const loose = store as unknown as Conf<Record<string, unknown>>;
    const old = loose.get('games');
    if (!Array.isArray(old)) return;
    const kept = Array.isArray(loose.get('records')) ? (loose.get('records') as RecordsFile['records']) : [];
    store.set('records', [...kept, ...(old as V0Game[]).map(migrateV0Game)]);
    loose.delete('games');
  },
};

/**
 * Opens the scores file `<dir>/records.json` with conf: schema-checked, migrated to
 * {@link RECORDS_VERSION}. Throws {@link UnreadableStoreError} when it cannot be read or does not
 * fit the schema, and plain errors for failures to write (e.g. no permission on the directory).
 * Not safe against other processes by itself: hold the records lock around it.
 */
export function openRecordsFile(dir: string): Conf<RecordsFile> {
  probe(`${dir}/${RECORDS_NAME}.json`);
  try {
    return new Conf<RecordsFile>({
      cwd: dir,
      configName: RECORDS_NAME,
      projectVersion: RECORDS_VERSION,
      migrations,
      schema: recordsSchema as unknown as Schema<RecordsFile>,
      clearInvalidConfig: false,
      accessPropertiesByDotNotation: false,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof SyntaxError || /schema violation|during the migration/.test(message)) {
      throw new UnreadableStoreError(describeReadError(error));
    }
    throw error;
  }
}
