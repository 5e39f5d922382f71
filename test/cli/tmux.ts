import { execFileSync } from 'node:child_process';

/**
 * A private tmux server (its own socket) for driving the real program in a terminal. Only this
 * server is ever killed. `CI` is removed from the program's environment so Ink draws live.
 */
export class Tmux {
  private readonly socket = `bc-faults-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  private readonly session = 'table';

  private tmux(args: readonly string[]): string {
    return execFileSync('tmux', ['-L', this.socket, ...args], { encoding: 'utf8' });
  }

  /** Starts `command` (a shell command line) in an 80×24 pane with `env`; returns the pane's pid. */
  start(command: string, env: Readonly<Record<string, string>>): number {
    const vars = Object.entries({ ...env }).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
    this.tmux(['-f', '/dev/null', 'new-session', '-d', '-s', this.session, '-x', '80', '-y', '24', ...vars, `unset CI; ${command}`]);
    this.tmux(['set-option', '-t', this.session, 'remain-on-exit', 'on']);
    return Number(this.tmux(['display-message', '-p', '-t', this.session, '#{pane_pid}']).trim());
  }

  /**
   * The exit status of the program in the pane once it has ended, else null; minus the signal's
   * number when a signal killed it (tmux may mark the pane dead a moment before its status).
   */
  exitStatus(): number | null {
    const [dead, status, signal] = this.tmux(['display-message', '-p', '-t', this.session, '#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}']).trim().split(':');
    if (dead !== '1') return null;
    if (status !== undefined && status !== '') return Number(status);
    if (signal !== undefined && signal !== '') return -Number(signal);
    return null;
  }

  /** Types `keys` (tmux key names, e.g. `q`, `Enter`). */
  keys(...keys: string[]): void {
    this.tmux(['send-keys', '-t', this.session, ...keys]);
  }

  screen(): string {
    return this.tmux(['capture-pane', '-p', '-t', this.session]);
  }

  /** Closes the terminal: the server goes, and the program in it gets SIGHUP and a dead pty. */
  stop(): void {
    try {
      this.tmux(['kill-server']);
    } catch {
      // Already gone.
    }
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `ok` every 20 ms until it holds; throws after `ms`. */
export async function waitFor(what: string, ok: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
