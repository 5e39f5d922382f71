import { renameSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

/** A file name safe timestamp, e.g. `2026-11-29T19-20-00-123Z`. */
export function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/**
 * Renames `file` to `<name>.<label>-<timestamp><ext>` beside it, never over an existing file's
 * name in practice (the timestamp has milliseconds). Returns the new path, or null when the file
 * had already gone (another process moved it first). Throws when the rename fails otherwise.
 */
export function moveAside(file: string, label: string, now: Date = new Date()): string | null {
  const ext = extname(file);
  const name = basename(file, ext);
  const target = join(dirname(file), `${name}.${label}-${stamp(now)}${ext}`);
  try {
    renameSync(file, target);
    return target;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A short reason for a failed read, for a one-line warning. */
export function describeReadError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'no permission to read it';
  if (code === 'EISDIR') return 'it is a directory';
  if (error instanceof SyntaxError) return 'it is not valid JSON';
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith('Config schema violation')) return 'its contents do not have the expected shape';
  return message.split('\n')[0] ?? 'unknown error';
}
