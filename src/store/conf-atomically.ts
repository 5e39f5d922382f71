// conf writes its file through `atomically`'s writeFileSync, which makes one write and ignores
// how many bytes reached the disk: on a full disk it leaves a cut-off file with no error. The
// build and the tests resolve conf's `atomically` import to this module instead, so every conf
// write is the store's verified one (every byte, read back, then renamed; the old file whole on
// any failure).
import { resolve } from 'node:path';
import { WriteFailedError, writeFileVerified, type VerifiedWriteOptions } from './safe-write.js';

/** How each file conf writes is replaced, by its absolute path: the scores keep a backup and are flushed. */
const optionsByFile = new Map<string, VerifiedWriteOptions>();

/** Every conf write of `file` from now on keeps `options` (e.g. the scores' backup and flush). */
export function verifiedWritesFor(file: string, options: VerifiedWriteOptions): void {
  optionsByFile.set(resolve(file), options);
}

/** atomically's writeFileSync as conf calls it: (path, data, { mode }). The mode is the store's own. */
export function writeFileSync(path: string, data: string | Uint8Array): void {
  const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
  try {
    writeFileVerified(path, text, optionsByFile.get(resolve(path)));
  } catch (error) {
    // conf answers EXDEV by writing the file in place, unverified: it gets another code.
    if ((error as NodeJS.ErrnoException).code === 'EXDEV') throw new WriteFailedError('the rename crossed devices', 'EXDEV-VERIFIED');
    throw error;
  }
}

/**
 * Runs `fn` (a conf call) with `SNAP` unset: under it conf writes the file in place, without the
 * verified writer (a workaround for a temporary-file problem of another writer, not of ours).
 */
export function withVerifiedConf<T>(fn: () => T): T {
  const snap = process.env.SNAP;
  if (snap === undefined) return fn();
  delete process.env.SNAP;
  try {
    return fn();
  } finally {
    process.env.SNAP = snap;
  }
}
