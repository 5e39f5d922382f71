import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A private tmux server (its own socket) for driving the real program in a terminal. Only this
 * server is ever killed. `CI` is removed from the program's environment so Ink draws live.
 */
export class Tmux {
  private readonly socket = `bc-tmux-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  private readonly session = 'table';

  private tmux(args: readonly string[]): string {
    return execFileSync('tmux', ['-L', this.socket, ...args], { encoding: 'utf8' });
  }

  /** Where the shell around the program writes its exit status. */
  private readonly statusFile = join(tmpdir(), `${this.socket}.status`);

  /**
   * Starts `command` (a shell command line; a leading `exec ` runs the program as the pane
   * shell's only child instead) in an 80×24 pane with `env`; returns the program's pid. The shell
   * writes the program's exit status down itself: tmux may leave a dead program unreaped, with
   * no status to read.
   */
  start(command: string, env: Readonly<Record<string, string>>): number {
    const vars = Object.entries({ ...env }).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
    const program = command.replace(/^exec /, '');
    const line = `unset CI; ${program}; echo $? > "${this.statusFile}"`;
    this.tmux(['-f', '/dev/null', 'new-session', '-d', '-s', this.session, '-x', '80', '-y', '24', ...vars, line]);
    this.tmux(['set-option', '-t', this.session, 'remain-on-exit', 'on']);
    const shell = Number(this.tmux(['display-message', '-p', '-t', this.session, '#{pane_pid}']).trim());
    if (program === command) return shell;
    // The program is the shell's child: find it (it appears within moments of the shell).
    for (let tries = 0; tries < 500; tries++) {
      try {
        const child = execFileSync('pgrep', ['-P', String(shell)], { encoding: 'utf8' })
          .trim()
          .split('\n')[0];
        if (child) return Number(child);
      } catch {
        // Not started yet.
      }
      execFileSync('sleep', ['0.01']);
    }
    throw new Error(`no program started in the pane (shell ${shell})`);
  }

  /** The program's exit status once it has ended (128 + N when signal N ended it), else null. */
  exitStatus(): number | null {
    if (!existsSync(this.statusFile)) return null;
    const text = readFileSync(this.statusFile, 'utf8').trim();
    return text === '' ? null : Number(text);
  }

  /** Types `keys` (tmux key names, e.g. `q`, `Enter`). */
  keys(...keys: string[]): void {
    this.tmux(['send-keys', '-t', this.session, ...keys]);
  }

  screen(): string {
    return this.tmux(['capture-pane', '-p', '-t', this.session]);
  }

  /**
   * The screen with the lines scrolled off its top: what a program wrote as it ended may be among
   * them, pushed up by tmux's own notice that the pane is dead.
   */
  screenAndAbove(): string {
    return this.tmux(['capture-pane', '-p', '-S', '-100', '-t', this.session]);
  }

  /** Closes the terminal: the server goes, and the program in it gets SIGHUP and a dead pty. */
  stop(): void {
    try {
      this.tmux(['kill-server']);
    } catch {
      // Already gone.
    }
    rmSync(this.statusFile, { force: true });
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
