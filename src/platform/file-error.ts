/**
 * A file system error in words a person reads, e.g. "no such file or directory"; for a code not
 * named here, the first line of the system's own message.
 */
export function fileErrorWords(error: unknown): string {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EISDIR':
      return 'it is a directory';
    case 'ENOTDIR':
      return 'a part of its path is not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'no permission';
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full';
    case 'EROFS':
      return 'the disk is read-only';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    case 'EIO':
      return 'the disk reported an error';
    case 'EMFILE':
    case 'ENFILE':
      return 'too many files are open';
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? 'unknown error';
}
