import chalk from 'chalk';
import { render } from 'ink';
import type { ServerChannel, Session } from 'ssh2';
import { tablePrefs } from '../store/prefs.js';
import { colourLevel } from '../platform/colour.js';
import { spellFrame } from '../platform/ascii.js';
import { stripStyles } from '../platform/control.js';
import { RedrawPaceContext } from '../ui/hooks/use-paced.js';
import { glyphsFor, localeOf, LOCALE_VARIABLES, LookProvider, makeTheme, type Look } from '../ui/look/index.js';
import { splitCommand } from './argv.js';
import type { ServeConfig } from './config.js';
import { parseExec, runQuick, type ExecRequest } from './exec.js';
import { playerDir, type Hall } from './hall.js';
import { Counter } from './limits.js';
import { finish, type Link, type LogLine, type Pty } from './link.js';
import type { Pacer } from './pace.js';
import { seatFor } from './seating.js';
import SessionApp, { type Person, type SessionStart } from './SessionApp.js';
import { channelTerminal, MAX_UNREAD_OUTPUT } from './terminal.js';

/** What the server reads of a client's environment: its colours and its locale. */
const CLIENT_ENV: readonly string[] = ['NO_COLOR', 'COLORTERM', ...LOCALE_VARIABLES];

/** Terminal resizes a session may apply in a second; the ones past it wait for the next second. */
const RESIZES_PER_SECOND = 10;

/** Ink's frame rate cap per connection. */
const MAX_FPS = 200;

/** What the sessions of every connection share. */
export interface SessionDeps {
  readonly config: ServeConfig;
  readonly hall: Hall;
  readonly pacer: Pacer;
  readonly log: LogLine;
  /** The program itself, which answers `rules`, `check` and `scores`. */
  readonly bin: string;
  /**
   * The command that takes a person to table `code`: with `login`, the person who came with it
   * (their seat goes back only to that login), else anyone (their own login).
   */
  readonly joinCommand: (code: string, login?: string) => string;
  /** The command that lists the games of the person who came with `login` on this server. */
  readonly scoresCommand: (login: string) => string;
  readonly stopping: () => boolean;
}

/** The sessions of every connection. */
export interface Sessions {
  /** A session a logged-in client opened: its terminal, its environment, then a shell or a command. */
  onSession(link: Link, session: Session): void;
  /** Ends every interactive session with `reason` (the server stops), each told how to come back. */
  endAll(reason: string): void;
}

/**
 * The server's sessions: the refusals every session meets (a refused connection, too many
 * sessions of one person, a stopping server), then what it asked for — a line of text, a quick
 * command run as the program itself, or one Ink tree drawn into its channel (the lobby or a table,
 * see {@link seatFor}) until the person leaves, the link drops or the server stops.
 */
export function openSessions({ config, hall, pacer, log, bin, joinCommand, scoresCommand, stopping }: SessionDeps): Sessions {
  const limits = config.limits;
  const sessions = new Counter(limits.sessionsPerIdentity);
  const enders = new Set<(reason: string) => void>();

  function onSession(link: Link, session: Session): void {
    let pty: Pty | null = null;
    // What the client says of its terminal's colours and locale (sent with `ssh -o SetEnv=…` or
    // SendEnv; many systems' ssh_config sends LANG and LC_* already).
    const clientEnv: NodeJS.ProcessEnv = {};
    let resize: ((size: { columns: number; rows: number }) => void) | null = null;
    session.on('pty', (accept, _reject, info) => {
      pty = { columns: info.cols, rows: info.rows, term: info.term };
      accept?.();
    });
    // Each resize redraws the whole table: like input, they are limited. Past RESIZES_PER_SECOND
    // in a second the others wait, and only the last size is applied when the second is over.
    let resizeWindow = 0;
    let resizesInWindow = 0;
    let pendingSize: { columns: number; rows: number } | null = null;
    let toldResizes = false;
    session.on('window-change', (accept, _reject, info) => {
      accept?.();
      const size = { columns: info.cols, rows: info.rows };
      if (pty) pty = { ...pty, ...size };
      const now = Date.now();
      if (now - resizeWindow >= 1000) {
        resizeWindow = now;
        resizesInWindow = 0;
      }
      if (++resizesInWindow <= RESIZES_PER_SECOND) return void resize?.(size);
      if (!toldResizes) {
        toldResizes = true;
        log(`connection ${link.id}: more than ${RESIZES_PER_SECOND} resizes a second; the last one of each second is applied`);
      }
      if (pendingSize === null) {
        setTimeout(
          () => {
            const last = pendingSize;
            pendingSize = null;
            if (last !== null) resize?.(last);
          },
          1000 - (now - resizeWindow),
        );
      }
      pendingSize = size;
    });
    session.on('env', (accept, _reject, info) => {
      if (CLIENT_ENV.includes(info.key)) clientEnv[info.key] = String(info.val);
      accept?.();
    });
    session.on('signal', (accept) => accept?.());
    session.on('subsystem', (_accept, reject) => reject?.());
    session.on('sftp', (_accept, reject) => reject?.());
    session.on('auth-agent', (_accept, reject) => reject?.());
    session.on('x11', (_accept, reject) => reject?.());
    session.on('shell', (accept) => {
      const channel = accept();
      begin(link, channel, pty, clientEnv, { kind: 'lobby', prefs: {} }, (r) => (resize = r));
    });
    session.on('exec', (accept, _reject, info) => {
      const channel = accept();
      const words = splitCommand(info.command);
      const request: ExecRequest =
        words === null
          ? { kind: 'text', stdout: 'big-chicken: a quote is left open in the command\n', exit: 2 }
          : parseExec(words, link.login);
      begin(link, channel, pty, clientEnv, request, (r) => (resize = r));
    });
  }

  /** Checks the refusals that apply to every session, then runs what it asked for. */
  function begin(
    link: Link,
    channel: ServerChannel,
    pty: Pty | null,
    clientEnv: NodeJS.ProcessEnv,
    request: ExecRequest,
    onResize: (resize: (size: { columns: number; rows: number }) => void) => void,
  ): void {
    const crlf = pty !== null;
    channel.on('error', () => {});
    if (link.refusal !== null) {
      finish(channel, 1, `big-chicken: ${link.refusal}`, crlf, pty?.columns);
      setTimeout(() => link.client?.end(), 100);
      return;
    }
    const person = link.person as Person;
    if (stopping()) return finish(channel, 1, 'big-chicken: the server is stopping', crlf, pty?.columns);
    if (!sessions.add(person.identity)) {
      log(`connection ${link.id}: ${person.name} refused a session (already ${limits.sessionsPerIdentity} open)`);
      return finish(
        channel,
        1,
        `big-chicken: you have ${limits.sessionsPerIdentity} session${limits.sessionsPerIdentity === 1 ? '' : 's'} open already (the most one player may have)`,
        crlf,
        pty?.columns,
      );
    }
    const release = () => {
      if (!link.sessions.delete(channel)) return;
      sessions.remove(person.identity);
    };
    link.sessions.set(channel, release);
    channel.once('close', release);
    if (request.kind === 'text') {
      const text = crlf ? request.stdout.replace(/\n/g, '\r\n') : request.stdout;
      try {
        if (request.exit === 0) channel.write(text);
        else channel.stderr.write(text);
      } catch {
        // Gone already.
      }
      return finish(channel, request.exit, null, crlf);
    }
    if (request.kind === 'quick') return quick(link, channel, request.args, crlf);
    if (pty === null) {
      return finish(channel, 1, 'big-chicken: the lobby and the tables need a terminal: connect with ssh -t', false);
    }
    const name = request.kind === 'new' || request.kind === 'join' ? request.name : person.name;
    const seated: Person = { name, identity: person.identity };
    const start = seatFor(request, seated, hall, log, `connection ${link.id}: ${person.name}`);
    if (typeof start === 'string') return finish(channel, 1, `big-chicken: ${start}`, true, pty.columns);
    // The client's own level, from its TERM (the host's terminfo for it) and what it sent;
    // chalk's process-wide level is only the ceiling.
    const level = Math.min(chalk.level, colourLevel({ isTTY: true }, { ...clientEnv, TERM: pty.term }, { platform: 'linux' }));
    const plain = level === 0;
    const prefs = tablePrefs(request.prefs, playerDir(config.dataDir, person.identity));
    if (prefs.warning !== null) log(`connection ${link.id}: ${person.name}'s --theme/--bell could not be remembered: ${prefs.warning}`);
    // The client's locale when it sent one (ASCII drawing for LANG=C), else the server's.
    const look: Look = {
      theme: makeTheme(prefs.theme, level),
      glyphs: glyphsFor(localeOf(clientEnv) !== undefined ? clientEnv : process.env),
    };
    interactive(link, channel, pty, plain, { look, bell: prefs.bell }, seated, start, onResize);
  }

  /** Runs `rules`, `check` or `scores` as the program itself, the player's own records as its store. */
  function quick(link: Link, channel: ServerChannel, args: readonly string[], crlf: boolean): void {
    const person = link.person as Person;
    const { child, done } = runQuick(args, { bin, home: playerDir(config.dataDir, person.identity) });
    const convert = (data: Buffer) => (crlf ? data.toString('utf8').replace(/\r?\n/g, '\r\n') : data);
    child.stdout?.on('data', (data: Buffer) => {
      try {
        channel.write(convert(data));
      } catch {
        child.kill();
      }
    });
    child.stderr?.on('data', (data: Buffer) => {
      try {
        channel.stderr.write(convert(data));
      } catch {
        child.kill();
      }
    });
    channel.once('close', () => child.kill());
    void done.then((status) => {
      log(`connection ${link.id}: ${person.name} ran ${args[0]} (exit ${status})`);
      finish(channel, status, null, crlf);
    });
  }

  /** One Ink tree on the channel, until the person leaves, the link drops or the server stops. */
  function interactive(
    link: Link,
    channel: ServerChannel,
    pty: { columns: number; rows: number },
    plain: boolean,
    prefs: { readonly look: Look; readonly bell: boolean },
    person: Person,
    start: SessionStart,
    onResize: (resize: (size: { columns: number; rows: number }) => void) => void,
  ): void {
    let ended = false;
    let idle: ReturnType<typeof setTimeout> | null = null;
    // What waits unread counts the channel's buffer (the client's SSH window is full) and the
    // socket's (TCP does not drain): either grows without end on a link that stopped reading.
    const out = {
      // No styles for a terminal without colour; ASCII for a client in an ASCII locale.
      write: (d: string | Buffer) => {
        const text = plain ? stripStyles(String(d)) : String(d);
        return channel.write(prefs.look.glyphs.unicode ? text : spellFrame(text));
      },
      get writableLength() {
        return channel.writableLength + link.socket.writableLength;
      },
      cork: () => link.socket.cork(),
      uncork: () => link.socket.uncork(),
    };
    const terminal = channelTerminal(out, pty, () => {
      end(1, null, `more than ${MAX_UNREAD_OUTPUT / 1024} KB of output not read (a stalled link); link cut`);
      link.socket.destroy();
    });
    onResize((size) => terminal.resize(size));
    const pace = pacer.connection();
    // Where the session is, which the server's stop notice names.
    let back: { readonly command: string; readonly seated: boolean } | null = null;
    const instance = render(
      <RedrawPaceContext.Provider value={pace}>
        <LookProvider look={prefs.look}>
          <SessionApp
            bell={prefs.bell}
            hall={hall}
            person={person}
            start={start}
            joinHint={joinCommand}
            ownJoinHint={(code) => joinCommand(code, link.login)}
            scoresHint={scoresCommand(link.login)}
            onTable={(at) => (back = at)}
            onLobby={(inLobby) => {
              if (idle !== null) clearTimeout(idle);
              idle = inLobby
                ? setTimeout(
                    () =>
                      end(
                        1,
                        `big-chicken: no key in the lobby for ${limits.lobbyIdle} s: closing`,
                        `idle in the lobby for ${limits.lobbyIdle} s`,
                      ),
                    limits.lobbyIdle * 1000,
                  )
                : null;
            }}
            // Ctrl-C (like q) leaves this session only, so it ends it as a person leaving: status 0.
            onExit={(_end, farewell) => end(0, farewell ?? null, null)}
          />
        </LookProvider>
      </RedrawPaceContext.Provider>,
      {
        // Ink asks these streams only for what channelTerminal gives (write, isTTY, size, resize; raw-mode no-ops).
        stdout: terminal.stdout as unknown as NodeJS.WriteStream,
        stdin: terminal.stdin as unknown as NodeJS.ReadStream,
        stderr: terminal.stdout as unknown as NodeJS.WriteStream,
        patchConsole: false,
        exitOnCtrlC: false,
        debug: false,
        // Ink's own throttle (30 fps by default) could hold a key's frame back by up to 33 ms
        // behind a table's redraw; the table's redraws are paced before Ink (pace.ts) instead.
        maxFps: MAX_FPS,
      },
    );
    const ender = (reason: string) =>
      end(
        1,
        `big-chicken: ${reason}${back === null ? '' : back.seated ? `; when it is back, take your seat again: ${back.command}` : `; when it is back, watch again: ${back.command}`}`,
        null,
      );
    enders.add(ender);
    function end(status: number, line: string | null, why: string | null): void {
      if (ended) return;
      ended = true;
      enders.delete(ender);
      if (idle !== null) clearTimeout(idle);
      pace.close();
      if (why !== null) log(`connection ${link.id}: ${person.name}'s session closed: ${why}`);
      try {
        instance.unmount();
      } catch {
        // The tree may already be gone.
      }
      // Ink's last frame and the cursor it hid, then the line, then the exit status.
      setImmediate(() => {
        terminal.detach();
        try {
          channel.write('\x1b[?25h\r\n');
        } catch {
          // Closed.
        }
        finish(channel, status, line, true, terminal.stdout.columns);
      });
    }
    channel.on('data', (data: Buffer) => {
      if (ended) return;
      if (!link.bucket.take(data.length)) {
        log(`connection ${link.id}: ${person.name} sent input faster than ${limits.inputRate} bytes/s`);
        return end(1, `big-chicken: input faster than ${limits.inputRate} bytes a second: closing this session`, null);
      }
      pace.typed();
      terminal.input(data);
    });
    channel.once('close', () => end(0, null, null));
  }

  return {
    onSession,
    endAll(reason: string) {
      for (const end of [...enders]) end(reason);
    },
  };
}
