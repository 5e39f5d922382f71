import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readSettings, rememberSettings, SETTINGS_FILE } from '../../src/store/index.js';
import { readTheme, tablePrefs } from '../../src/store/prefs.js';
import { UsageError } from '../../src/games/options.js';
import { CAN_MOUNT, fillDisk, smallDisk, tempDir } from './helpers.js';

describe('remembered settings', () => {
  it('are empty at first, then hold each change on top of the others', () => {
    const dir = join(tempDir(), 'home');
    expect(readSettings(dir)).toEqual({});
    expect(rememberSettings(dir, { theme: 'light' })).toBeNull();
    expect(rememberSettings(dir, { bell: true })).toBeNull();
    expect(readSettings(dir)).toEqual({ theme: 'light', bell: true });
    expect(JSON.parse(readFileSync(join(dir, SETTINGS_FILE), 'utf8'))).toEqual({ theme: 'light', bell: true });
  });

  it('read a damaged file or wrong types as nothing remembered', () => {
    const dir = tempDir();
    writeFileSync(join(dir, SETTINGS_FILE), '{"theme": 3, "bell": "yes"}');
    expect(readSettings(dir)).toEqual({});
    writeFileSync(join(dir, SETTINGS_FILE), '[1,');
    expect(readSettings(dir)).toEqual({});
    expect(rememberSettings(dir, { bell: false })).toBeNull();
    expect(readSettings(dir)).toEqual({ bell: false });
  });

  it('say in one line why a write failed, and leave the scores and saved games alone', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'records.json'), '{"kept": true}');
    // A directory where the file should be: the rename over it fails.
    mkdirSync(join(dir, SETTINGS_FILE));
    const failed = rememberSettings(dir, { theme: 'mono' });
    expect(failed).toMatch(/^could not remember the settings: .*settings\.json\)$/);
    expect(failed).not.toContain('\n');
    expect(readFileSync(join(dir, 'records.json'), 'utf8')).toBe('{"kept": true}');
  });
});

describe('--theme and --bell', () => {
  it('take dark, light or mono, and refuse anything else as a usage error naming the choices', () => {
    expect(readTheme(undefined)).toBeUndefined();
    expect(readTheme('Light')).toBe('light');
    expect(() => readTheme('pink')).toThrow(UsageError);
    expect(() => readTheme('pink')).toThrow('--theme takes dark, light or mono, got "pink"');
  });

  it('win over the remembered ones and are remembered; without them the remembered ones apply', () => {
    const dir = tempDir();
    expect(tablePrefs({}, dir)).toEqual({ theme: 'dark', bell: false, warning: null });
    expect(tablePrefs({ theme: 'mono', bell: true }, dir)).toEqual({ theme: 'mono', bell: true, warning: null });
    expect(tablePrefs({}, dir)).toEqual({ theme: 'mono', bell: true, warning: null });
    expect(tablePrefs({ bell: false }, dir)).toMatchObject({ theme: 'mono', bell: false });
    expect(readSettings(dir)).toEqual({ theme: 'mono', bell: false });
    // A theme in the file that is no longer one is ignored.
    writeFileSync(join(dir, SETTINGS_FILE), '{"theme": "sepia"}');
    expect(tablePrefs({}, dir).theme).toBe('dark');
  });

  it('still open the table in the chosen theme when it cannot be remembered, with a warning', () => {
    const dir = tempDir();
    mkdirSync(join(dir, SETTINGS_FILE));
    const prefs = tablePrefs({ theme: 'light' }, dir);
    expect(prefs.theme).toBe('light');
    expect(prefs.warning).toMatch(/could not remember the settings/);
  });
});

describe('settings written through conf', () => {
  const onSmallDisk = CAN_MOUNT ? it : it.skip;
  // SNAP set: conf would write in place, unchecked (a workaround for Snap packages).
  onSmallDisk.each([undefined, '1'])('on a full disk (SNAP=%s): one line saying so, and the file left whole', (snap) => {
    const saved = process.env.SNAP;
    if (snap === undefined) delete process.env.SNAP;
    else process.env.SNAP = snap;
    onTestFinished(() => {
      if (saved === undefined) delete process.env.SNAP;
      else process.env.SNAP = saved;
    });
    const dir = smallDisk(64) as string;
    const before = { theme: 'x'.repeat(30_000), bell: true };
    expect(rememberSettings(dir, before)).toBeNull();
    const file = join(dir, SETTINGS_FILE);
    const text = readFileSync(file, 'utf8');
    fillDisk(dir, 4096);
    // conf's own atomic write makes one write and ignores the count: a cut-off file, no error.
    const failed = rememberSettings(dir, { theme: 'y'.repeat(30_000) });
    expect(failed).toMatch(/^could not remember the settings: the disk is full \(.*settings\.json\)$/);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(readSettings(dir)).toEqual(before);
  });
});
