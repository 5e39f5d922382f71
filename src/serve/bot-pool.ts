import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { makeBot } from '../games/bots.js';
import type { Bot, BotLevel, GameId } from '../engine/index.js';
import { chooseOnce, type ChoiceAnswer, type ChoiceRequest } from './bot-choice.js';

/** Levels whose bot searches (and so thinks in a worker); the others answer at once, in process. */
export const SEARCHING_LEVELS: ReadonlySet<string> = new Set(['hard']);

/** A choice that takes longer than this (a stuck worker) fails, and the worker is replaced. */
export const CHOICE_TIMEOUT_MS = 30_000;

interface Pending {
  readonly resolve: (answer: ChoiceAnswer) => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

interface Thread {
  worker: Worker;
  readonly pending: Map<number, Pending>;
}

/**
 * The built worker next to this file's bundle (dist/bot-worker.js, from dist/ or dist/chunks/),
 * or null when there is none (running from the sources, where searching bots stay in process).
 */
export function builtWorker(from: string = import.meta.url): URL | null {
  for (const candidate of ['./bot-worker.js', '../bot-worker.js']) {
    const url = new URL(candidate, from);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}

/**
 * Bots' choices for the server. A searching bot's choice goes to one of `size` worker threads
 * (the least busy), so a search never stalls other tables' screens; the worker answers with the
 * same action and random state as {@link chooseOnce} in process would. Other levels, and every
 * level when there is no worker file, choose in process.
 */
export class BotPool {
  private readonly threads: Thread[] = [];
  private next = 1;
  private closed = false;

  constructor(
    private readonly workerUrl: URL | null,
    private readonly size: number,
    private readonly onError: (line: string) => void = () => {},
  ) {}

  /** True when searching bots think off the main thread. */
  get threaded(): boolean {
    return this.workerUrl !== null;
  }

  /**
   * A bot of `level` for a table: it chooses its turns in a worker when it searches (the same
   * choice as in process, for the same random source), and everything else in process.
   */
  bot(game: GameId, level: BotLevel, thinkMs: number): Bot<unknown, unknown> {
    const local = makeBot(game, level, { thinkMs }) as Bot<unknown, unknown>;
    if (this.workerUrl === null || !SEARCHING_LEVELS.has(level)) return local;
    return {
      level,
      choose: (view, legal, rng) => local.choose(view, legal, rng),
      chooseAsync: async (view, legal, rng) => (await this.choose({ game, level, thinkMs, view, legal, rng: rng.state() })).action,
      ...(local.interject
        ? {
            interject: (view: unknown, options: readonly unknown[], rng: Parameters<NonNullable<typeof local.interject>>[2]) =>
              local.interject!(view, options, rng),
          }
        : {}),
    };
  }

  /** The bot's choice for `request`. */
  choose(request: Omit<ChoiceRequest, 'id'>): Promise<ChoiceAnswer> {
    if (this.closed) return Promise.reject(new Error('the server is stopping'));
    if (this.workerUrl === null || !SEARCHING_LEVELS.has(request.level)) {
      try {
        return Promise.resolve(chooseOnce(request));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    const thread = this.thread();
    const id = this.next++;
    return new Promise<ChoiceAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        thread.pending.delete(id);
        reject(new Error('the bot took too long to choose'));
        this.restart(thread, 'a bot took too long');
      }, CHOICE_TIMEOUT_MS);
      thread.pending.set(id, { resolve, reject, timer });
      thread.worker.postMessage({ ...request, id });
    });
  }

  /** Stops every worker; pending choices fail. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.splice(0);
    for (const t of threads) this.failAll(t, new Error('the server is stopping'));
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private thread(): Thread {
    if (this.threads.length < this.size) {
      const idle = this.threads.find((t) => t.pending.size === 0);
      if (idle) return idle;
      const thread: Thread = { worker: this.spawn(), pending: new Map() };
      this.threads.push(thread);
      this.listen(thread);
      return thread;
    }
    return this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private spawn(): Worker {
    const worker = new Worker(this.workerUrl as URL, { env: { ...process.env } });
    worker.unref();
    return worker;
  }

  private listen(thread: Thread): void {
    const worker = thread.worker;
    worker.on('message', (message: { id: number; action?: unknown; rng?: readonly number[]; error?: string }) => {
      const pending = thread.pending.get(message.id);
      if (!pending) return;
      thread.pending.delete(message.id);
      clearTimeout(pending.timer);
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve({ action: message.action, rng: message.rng ?? [] });
    });
    worker.on('error', (error) => {
      if (thread.worker !== worker) return;
      this.restart(thread, error.message);
    });
  }

  private restart(thread: Thread, why: string): void {
    if (this.closed) return;
    this.onError(`bot worker restarted: ${why}`);
    this.failAll(thread, new Error(`the bot's thread stopped (${why})`));
    void thread.worker.terminate();
    thread.worker = this.spawn();
    this.listen(thread);
  }

  private failAll(thread: Thread, error: Error): void {
    for (const p of thread.pending.values()) {
      clearTimeout(p.timer);
      p.reject(error);
    }
    thread.pending.clear();
  }
}
