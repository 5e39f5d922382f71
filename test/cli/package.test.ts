import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, PLAIN_ENV, ROOT, requireBuild } from './run-bin.js';

beforeAll(requireBuild);

interface PackFile {
  readonly path: string;
  readonly size: number;
}

/** What `npm pack` would put in the tarball (from the dist/ just built; the build script is not rerun). */
function packedFiles(): PackFile[] {
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { files: PackFile[] }[])[0]?.files ?? [];
}

describe('the published package', () => {
  it('needs no dependency at run time: esbuild bundles every library', () => {
    const pkg = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as Record<string, unknown>;
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.optionalDependencies).toBeUndefined();
    expect(pkg.peerDependencies).toBeUndefined();
    // No install-time script: installing the tarball runs nothing and npm warns of nothing.
    // `prepare` (run for a clone and an install from git, never for the tarball) builds.
    const scripts = pkg.scripts as Record<string, string>;
    for (const hook of ['preinstall', 'install', 'postinstall']) expect(scripts[hook]).toBeUndefined();
    expect(scripts.prepare).toBe('node scripts/prepare.js');
    expect(scripts.prepack).toContain('scripts/build.js');
    for (const field of ['repository', 'homepage', 'bugs']) expect(pkg[field]).toBeDefined();
  });

  it("ships the licence and the bundled packages' notices, and no source maps", () => {
    const files = packedFiles().map((f) => f.path);
    expect(files).toContain('LICENSE');
    expect(files).toContain('dist/THIRD-PARTY-NOTICES');
    expect(files).toContain('dist/cli.js');
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(readFileSync(`${ROOT}/LICENSE`, 'utf8')).toMatch(/^MIT License/);
    const notices = readFileSync(`${ROOT}/dist/THIRD-PARTY-NOTICES`, 'utf8');
    // The big ones by name, each with its licence text.
    for (const name of ['react', 'ink', 'commander', 'chalk', 'pure-rand', 'yoga-layout']) {
      expect(notices).toMatch(new RegExp(`^${name} \\d+\\.\\d+\\.\\d+ \\((MIT|ISC)\\)\\n\\n\\S`, 'm'));
    }
    expect(notices).toContain('Permission is hereby granted');
  });

  it('ships a package.json in every folder of the bundle, so that Node finds each module type at once', () => {
    const files = packedFiles().map((f) => f.path);
    const folders = [
      ...new Set(files.filter((f) => f.startsWith('dist/') && f.endsWith('.js')).map((f) => f.slice(0, f.lastIndexOf('/')))),
    ];
    expect(folders.sort()).toEqual(['dist', 'dist/chunks', 'dist/games', 'dist/rules']);
    for (const folder of folders) {
      expect(files).toContain(`${folder}/package.json`);
      expect(JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'))).toEqual({ type: 'module' });
    }
  });
});

describe('a clone installed without its build', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bc-unbuilt-'));
    mkdirSync(join(dir, 'bin'));
    copyFileSync(`${ROOT}/bin/big-chicken.js`, join(dir, 'bin', 'big-chicken.js'));
    copyFileSync(`${ROOT}/package.json`, join(dir, 'package.json'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says in one line what to run instead of a module-not-found stack', () => {
    const r = spawnSync(process.execPath, [join(dir, 'bin', 'big-chicken.js'), '--version'], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('big-chicken: not built; run `npm install` then `npm run build`\n');
  });
});

describe('an older Node', () => {
  it('is told in one line that the program needs Node 22.12, and the run ends with 1', () => {
    // Node 20, found on PATH or fetched into .cache/node by the same script developers use.
    const found = spawnSync('bash', [join(ROOT, 'scripts', 'node.sh'), '20'], { encoding: 'utf8', timeout: 120_000 });
    expect(found.status, found.stderr).toBe(0);
    const node = join(found.stdout.trim(), 'node');
    const r = spawnSync(node, [BIN, '--version'], { encoding: 'utf8', env: PLAIN_ENV });
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('big-chicken: needs Node 22.12 or later (this is Node 20.20.2)\n');
    expect(r.status).toBe(1);
  });

  it('is not the Node the program runs on here', () => {
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(major! > 22 || (major === 22 && minor! >= 12), process.versions.node).toBe(true);
  });
});
