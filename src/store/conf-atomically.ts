// conf writes its file through `atomically`'s writeFileSync, which makes one write and ignores
// how many bytes reached the disk: on a full disk it leaves a cut-off file with no error. The
// build and the tests resolve conf's `atomically` import to this module instead, so every conf
// write is the store's verified one (every byte, read back, then renamed; the old file whole on
// any failure).
import { WriteFailedError, writeFileVerified } from './safe-write.js';

/** atomically's writeFileSync as conf calls it: (path, data, { mode }). The mode is the store's own. */
export function writeFileSync(path: string, data: string | Uint8Array): void {
  const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
  try {
    writeFileVerified(path, text);
  } catch (error) {
    // conf answers EXDEV by writing the file in place, unverified: it gets another code.
    if ((error as NodeJS.ErrnoException).code === 'EXDEV') throw new WriteFailedError('the rename crossed devices', 'EXDEV-VERIFIED');
    throw error;
  }
}
