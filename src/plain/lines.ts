import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

/** What {@link LineReader.next} gives: a line, a line too long to read (its length), or the end. */
export type ReadLine = { readonly kind: 'line'; readonly text: string } | { readonly kind: 'long'; readonly length: number } | null;

/** Longest line read, in characters: a longer one is dropped as a whole and reported. */
export const LONGEST_LINE = 2000;

/**
 * Reads lines from `input` one at a time, only when asked: the stream stays paused between
 * calls, so an endless input (`yes cluck | …`) fills the pipe and waits instead of filling
 * memory. At most one chunk of the stream (its high-water mark) and one line are held here.
 */
export class LineReader {
  private pending = '';
  private ended = false;
  /** Characters dropped of the line being read, when it grew too long. */
  private dropped = 0;
  private readonly decoder = new StringDecoder('utf8');
  private wake: (() => void) | null = null;
  private readonly onReadable: () => void;

  constructor(
    private readonly input: Readable,
    private readonly longest = LONGEST_LINE,
  ) {
    const wake = () => {
      const w = this.wake;
      this.wake = null;
      w?.();
    };
    this.onReadable = wake;
    input.on('readable', wake);
    input.on('end', () => {
      this.ended = true;
      wake();
    });
    input.on('error', () => {
      // A broken input ends like a closed one: the game is saved at its last move.
      this.ended = true;
      wake();
    });
  }

  /** The next line (without its line end), a too-long line's length, or null at the end of the input. */
  async next(): Promise<ReadLine> {
    for (;;) {
      const end = this.pending.indexOf('\n');
      if (end >= 0) {
        const text = this.pending.slice(0, end).replace(/\r$/, '');
        this.pending = this.pending.slice(end + 1);
        if (this.dropped > 0) {
          const length = this.dropped + text.length;
          this.dropped = 0;
          return { kind: 'long', length };
        }
        if (text.length > this.longest) return { kind: 'long', length: text.length };
        return { kind: 'line', text };
      }
      if (this.pending.length > this.longest) {
        this.dropped += this.pending.length;
        this.pending = '';
      }
      if (this.ended) {
        const rest = this.pending + this.decoder.end();
        this.pending = '';
        if (this.dropped > 0) {
          const length = this.dropped + rest.length;
          this.dropped = 0;
          return { kind: 'long', length };
        }
        return rest === '' ? null : { kind: 'line', text: rest.replace(/\r$/, '') };
      }
      const chunk: unknown = this.input.read();
      if (chunk !== null) {
        this.pending += typeof chunk === 'string' ? chunk : this.decoder.write(chunk as Buffer);
        continue;
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  /** Stops reading: the input is left paused and no longer watched. */
  close(): void {
    this.input.off('readable', this.onReadable);
    this.input.pause();
  }
}
