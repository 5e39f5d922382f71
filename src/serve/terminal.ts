import { PassThrough, Writable } from 'node:stream';

/** The part of an ssh2 channel a terminal needs. */
export interface ChannelLike {
  write(data: string | Buffer): boolean;
  readonly writableLength: number;
  /**
   * Hold and then release the connection's socket around a frame's write (net.Socket's cork and
   * uncork): ssh2 writes each packet to the socket in three pieces (length, data, tag), each a
   * system call of its own; corked, the frame's packets leave in one.
   */
  cork?(): void;
  uncork?(): void;
}

/** The size a PTY request or window change gives. */
export interface TerminalSize {
  readonly columns: number;
  readonly rows: number;
}

/** Output a client has not read yet beyond which its session is closed (a stalled link). */
export const MAX_UNREAD_OUTPUT = 1024 * 1024;

/** Ink's output on an SSH channel: a TTY-like writable with the client's size. */
export type TerminalOutput = Writable & { isTTY: true; columns: number; rows: number };

/** Ink's input: keys pushed by the server after its checks, with the no-op TTY calls Ink makes. */
export type TerminalInput = PassThrough & { isTTY: true; setRawMode(mode: boolean): void; ref(): void; unref(): void };

/** A terminal over one SSH channel, for one Ink instance. */
export interface Terminal {
  readonly stdout: TerminalOutput;
  readonly stdin: TerminalInput;
  /** Sets the size (from a window change) and tells Ink, which redraws. */
  resize(size: TerminalSize): void;
  /** Passes input bytes on to Ink. */
  input(data: Buffer): void;
  /** Stops writing to the channel (it is closing). */
  detach(): void;
}

/** Terminal sizes are clamped to this, so a 10×3 or an absurd window still lays out. */
export function clampSize(size: TerminalSize): TerminalSize {
  const whole = (n: number, fallback: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback);
  return { columns: Math.min(whole(size.columns, 80), 1000), rows: Math.min(whole(size.rows, 24), 500) };
}

/**
 * Adapts an SSH channel for Ink. ssh2 has no line discipline, so every `\n` Ink writes becomes
 * `\r\n` (otherwise frames stair-step); the output claims to be a TTY with the PTY's size (else
 * Ink would use the server's own terminal size). The client's terminal is already raw, so the
 * input's `setRawMode` does nothing. A frame leaves in one write to the channel, with the socket
 * corked meanwhile (see {@link ChannelLike.cork}). When the client stops reading (a half-open link) and more
 * than {@link MAX_UNREAD_OUTPUT} bytes wait, `onStall` is called once instead of buffering more.
 */
export function channelTerminal(channel: ChannelLike, size: TerminalSize, onStall: () => void): Terminal {
  let attached = true;
  let stalled = false;
  // Ink writes a frame in several pieces (the synchronized-output marks, the erase, the frame):
  // they go out as one write, hence one SSH packet, once the frame is done.
  let waiting: string[] = [];
  const send = () => {
    const text = waiting.join('');
    waiting = [];
    if (!attached || stalled || text === '') return;
    if (channel.writableLength > MAX_UNREAD_OUTPUT) {
      stalled = true;
      onStall();
      return;
    }
    channel.cork?.();
    try {
      channel.write(text.replace(/\r?\n/g, '\r\n'));
    } catch {
      // The channel closed under us: the session is ending.
    } finally {
      channel.uncork?.();
    }
  };
  const stdout = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, callback) {
      if (attached && !stalled) {
        if (waiting.length === 0) process.nextTick(send);
        waiting.push(String(chunk));
      }
      callback();
    },
  }) as TerminalOutput;
  const first = clampSize(size);
  stdout.isTTY = true;
  stdout.columns = first.columns;
  stdout.rows = first.rows;
  const stdin = new PassThrough() as TerminalInput;
  stdin.isTTY = true;
  stdin.setRawMode = () => {};
  stdin.ref = () => {};
  stdin.unref = () => {};
  return {
    stdout,
    stdin,
    resize(next) {
      const s = clampSize(next);
      if (s.columns === stdout.columns && s.rows === stdout.rows) return;
      const narrower = s.columns < stdout.columns;
      stdout.columns = s.columns;
      stdout.rows = s.rows;
      // A narrower window reflows the old frame into fragments: clear it before Ink redraws.
      if (narrower && attached) stdout.write('\x1b[2J\x1b[3J\x1b[H');
      stdout.emit('resize');
    },
    input(data) {
      if (attached) stdin.write(data);
    },
    detach() {
      attached = false;
    },
  };
}
