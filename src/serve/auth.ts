import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import ssh2, { type AuthContext, type AuthenticationType as AuthMethod, type Connection } from 'ssh2';
import { nameFromLogin } from '../table/setup.js';
import type { ServeConfig } from './config.js';
import { fingerprintOf } from './host-key.js';
import type { AddressGate } from './limits.js';
import type { Link, LogLine } from './link.js';
import { fileErrorWords } from '../platform/file-error.js';

/** Authentication attempts one connection may make before it is dropped. */
const MAX_AUTH_ATTEMPTS = 12;

/** Equal passwords, compared in constant time. */
function samePassword(given: string, wanted: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(wanted).digest();
  return timingSafeEqual(a, b);
}

/** The key blobs of an authorized_keys file (lines `type base64 [comment]`; options before them are not supported). */
export function readAuthorizedKeys(path: string): Buffer[] {
  const keys: Buffer[] = [];
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const parsed = ssh2.utils.parseKey(text);
    if (parsed instanceof Error) throw new Error(`${path}: a line is not a public key (${parsed.message})`);
    const key = Array.isArray(parsed) ? parsed[0] : parsed;
    if (key) keys.push(key.getPublicSSH());
  }
  if (keys.length === 0) throw new Error(`${path} holds no public key`);
  return keys;
}

/**
 * Who may log in: guests (any name, keyboard-interactive), everyone who knows `--password`, or
 * only the keys of `--authorized-keys` (read again with {@link reloadKeys}). A person logged in
 * by key is that key's fingerprint; anyone else is a guest of their login name.
 */
export class Auth {
  private allowedKeys: Buffer[] | null;

  constructor(
    private readonly config: ServeConfig,
    private readonly gate: AddressGate,
    private readonly log: LogLine,
    /** Called as a login succeeds, before it is accepted (it may set the link's refusal). */
    private readonly onLogin: (link: Link) => void,
  ) {
    this.allowedKeys = config.authorizedKeys === null ? null : readAuthorizedKeys(config.authorizedKeys);
  }

  /** Reads `--authorized-keys` again (the keys let in from now on); returns the log line that says what came of it. */
  reloadKeys(): string {
    const file = this.config.authorizedKeys;
    if (file === null) return 'no --authorized-keys file to read again';
    try {
      this.allowedKeys = readAuthorizedKeys(file);
      return `read ${file} again: ${this.allowedKeys.length} key${this.allowedKeys.length === 1 ? '' : 's'} let in`;
    } catch (error) {
      return `${file} could not be read again (${fileErrorWords(error)}); the keys read before stay`;
    }
  }

  /** Answers one authentication request of `link`'s client. */
  authenticate(link: Link, ctx: AuthContext, client: Connection): void {
    const { config, log } = this;
    const allowedKeys = this.allowedKeys;
    link.login = ctx.username;
    if (++link.attempts > MAX_AUTH_ATTEMPTS) {
      ctx.reject();
      log(`connection ${link.id}: too many login attempts; closed`);
      client.end();
      return;
    }
    const name = nameFromLogin(ctx.username);
    const login = (identity: string) => {
      link.person = { name, identity };
      this.onLogin(link);
      ctx.accept();
    };
    // A refused connection logs in as anyone: its sessions only print the refusal.
    if (link.refusal !== null) return login(`guest:${ctx.username}`);
    const password = config.password;
    if (password !== null) {
      if (ctx.method === 'password') {
        if (samePassword(ctx.password, password)) return this.rightPassword(link, ctx, () => login(`guest:${ctx.username}`));
        return this.wrongPassword(link, ctx);
      }
      if (ctx.method === 'keyboard-interactive') {
        ctx.prompt([{ prompt: 'Password: ', echo: false }], 'big-chicken', '', (answers) => {
          if (answers[0] !== undefined && samePassword(answers[0], password))
            return this.rightPassword(link, ctx, () => login(`guest:${ctx.username}`));
          this.wrongPassword(link, ctx);
        });
        return;
      }
      return ctx.reject(['password', 'keyboard-interactive']);
    }
    if (ctx.method === 'publickey') {
      const blob = ctx.key.data;
      if (allowedKeys !== null && !allowedKeys.some((k) => k.equals(blob))) {
        link.triedCredential = true;
        log(
          `connection ${link.id} from ${link.ip}: key ${fingerprintOf(blob)} of ${ctx.username} refused (not in ${config.authorizedKeys})`,
        );
        return ctx.reject(['publickey']);
      }
      if (!ctx.signature) return ctx.accept();
      const key = ssh2.utils.parseKey(blob);
      const parsed = key instanceof Error ? null : Array.isArray(key) ? key[0] : key;
      if (!parsed || ctx.blob === undefined || !parsed.verify(ctx.blob, ctx.signature, ctx.hashAlgo)) {
        link.triedCredential = true;
        return this.later(
          ctx,
          allowedKeys === null ? ['publickey', 'keyboard-interactive'] : ['publickey'],
          this.gate.failDelay(link.ip, ctx.username),
        );
      }
      return login(`key:${fingerprintOf(blob)}`);
    }
    if (allowedKeys !== null) return ctx.reject(['publickey']);
    // Guests: anyone, any name, no key or password. 'none' is answered with the other methods
    // first, so a client with a key offers it (the key then names the person).
    if (ctx.method === 'keyboard-interactive') return login(`guest:${ctx.username}`);
    return ctx.reject(['publickey', 'keyboard-interactive']);
  }

  /**
   * The right password: let in at once, unless this name is being slowed from this address; then
   * the answer waits as a wrong one would have, so a guesser who gives up on a slow answer learns
   * nothing from it. A friend at the same address, under another name, logs in at once.
   */
  private rightPassword(link: Link, ctx: AuthContext, login: () => void): void {
    const delay = this.gate.failDelay(link.ip, ctx.username);
    if (delay <= 0) return login();
    this.log(`connection ${link.id} from ${link.ip}: password for ${ctx.username} answered after ${delay} ms (its name is being slowed)`);
    answerAfter(delay, () => {
      if (!link.socket.destroyed) login();
    });
  }

  /**
   * A wrong password: refused at once for the first failed logins of this name from this address,
   * then each answer waits longer (AddressGate.failed). Only guesses at this name are slowed: a
   * friend at the same address under another name logs in at once.
   */
  private wrongPassword(link: Link, ctx: AuthContext): void {
    const delay = this.gate.failed(link.ip, ctx.username);
    this.log(
      `connection ${link.id} from ${link.ip}: wrong password for ${ctx.username}` +
        (delay > 0 ? `; answered after ${delay} ms (${this.gate.failures(link.ip, ctx.username)} failed logins of this name)` : ''),
    );
    this.later(ctx, ['password', 'keyboard-interactive'], delay);
  }

  /** Refuses an authentication request after `delay` ms (at once for 0), offering `methods`. */
  private later(ctx: AuthContext, methods: AuthMethod[], delay: number): void {
    answerAfter(delay, () => ctx.reject(methods));
  }
}

/** Gives an authentication answer after `delay` ms (at once for 0); a connection closed meanwhile is let be. */
function answerAfter(delay: number, answer: () => void): void {
  const give = () => {
    try {
      answer();
    } catch {
      // The connection closed meanwhile.
    }
  };
  if (delay <= 0) give();
  else setTimeout(give, delay);
}
