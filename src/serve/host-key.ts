import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ssh2 from 'ssh2';

/** The server's host key: the private key for ssh2 and the fingerprint people compare. */
export interface HostKey {
  readonly privateKey: string;
  /** As OpenSSH prints it: `SHA256:` and the unpadded base64 of the public key's hash. */
  readonly fingerprint: string;
  readonly path: string;
  /** True when this start made the key. */
  readonly created: boolean;
}

/** The file name of the host key inside the data directory. */
export const HOST_KEY_FILE = 'ssh_host_ed25519_key';

/** `SHA256:…` of a public key blob (the wire format), as `ssh-keygen -l` shows it. */
export function fingerprintOf(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/** A new key pair in OpenSSH's format (ssh2's generator). */
export type KeyMaker = () => { readonly private: string; readonly public: string };

const makeEd25519: KeyMaker = () => ssh2.utils.generateKeyPairSync('ed25519');

/** The key `text` holds, when it is a private key ssh2 can use; else null. */
function privateKeyOf(text: string): ssh2.ParsedKey | null {
  const parsed = ssh2.utils.parseKey(text);
  return parsed instanceof Error || Array.isArray(parsed) || !parsed.isPrivateKey() ? null : parsed;
}

/** How many new keys to try before giving up (each fails to parse about once in 250). */
const KEY_TRIES = 8;

/**
 * The ed25519 host key kept in `dir`, made (mode 0600) on the first start. An ed25519 key is
 * used because current OpenSSH clients refuse servers that offer only `ssh-rsa`. ssh2's
 * generator now and then writes a key its own parser refuses (a public key whose first byte is
 * zero comes out a byte short), so a new key is read back before it is kept, and made again if
 * it does not read. Throws with one line when an existing file cannot be read as a key.
 */
export function loadHostKey(dir: string, make: KeyMaker = makeEd25519): HostKey {
  const path = join(dir, HOST_KEY_FILE);
  let created = false;
  if (!existsSync(path)) {
    mkdirSync(dir, { recursive: true });
    let pair = make();
    for (let tries = 1; privateKeyOf(pair.private) === null; tries++) {
      if (tries >= KEY_TRIES) throw new Error('could not make a host key that reads back');
      pair = make();
    }
    const temp = `${path}.${process.pid}.tmp`;
    writeFileSync(temp, pair.private, { mode: 0o600 });
    chmodSync(temp, 0o600);
    renameSync(temp, path);
    writeFileSync(`${path}.pub`, `${pair.public}\n`);
    created = true;
  }
  const text = readFileSync(path, 'utf8');
  const parsed = privateKeyOf(text);
  if (parsed === null) throw new Error(`the host key ${path} cannot be read as a private key; move it away to make a new one`);
  return { privateKey: text, fingerprint: fingerprintOf(parsed.getPublicSSH()), path, created };
}
