import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { CAN_MOUNT, confStyleHistory, fillDisk, smallDisk } from '../store/helpers.js';
import { BIN, requireBuild } from './run-bin.js';

beforeAll(requireBuild);

// Needs a small tmpfs, which only root may mount (CI runs as root); skipped elsewhere.
const onSmallDisk = CAN_MOUNT ? test : test.skip;

function run(dir: string, args: readonly string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, BIG_CHICKEN_HOME: dir, FORCE_COLOR: '0', TZ: 'UTC' },
    timeout: 20_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('scores on a nearly full disk (64 KiB tmpfs, 100 games)', () => {
  onSmallDisk('a reset that does not fit fails in one line with exit 1, and the history is still read', () => {
    const dir = smallDisk(64) as string;
    const history = confStyleHistory(100);
    writeFileSync(join(dir, 'records.json'), history);
    fillDisk(dir, 4096);
    const reset = run(dir, ['scores', 'henhouse', '--reset', '--yes']);
    expect(reset.code).toBe(1);
    expect(reset.stdout).toBe('');
    expect(reset.stderr).toMatch(
      /^big-chicken: could not reset the scores in .*records\.json: the disk is full \(a change to the scores needs about \d+ KiB free, three times the size of the file\); the file was left as it was\n$/,
    );
    expect(readFileSync(join(dir, 'records.json'), 'utf8')).toBe(history);

    const text = run(dir, ['scores']);
    expect(text.code).toBe(0);
    expect(text.stderr).toBe('');
    expect(text.stdout).toMatch(/^Henhouse\s+50\b/m);
    const json = run(dir, ['scores', '--json']);
    expect(json.code).toBe(0);
    expect((JSON.parse(json.stdout) as { records: unknown[] }).records).toHaveLength(100);
  });
});
