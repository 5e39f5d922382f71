import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keys as clutchKeys } from '../src/ui/screens/ClutchScreen.js';
import { keys as henhouseKeys } from '../src/ui/screens/HenhouseScreen.js';
import { keys as justHatchedKeys } from '../src/ui/screens/JustHatchedScreen.js';
import { platformKeys } from '../src/ui/screens/Table.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('has a quick start of exactly two commands: one that plays, one that tests', () => {
    const start = readme.split('## Quick start')[1]!.split('```sh\n')[1]!.split('```')[0]!;
    const lines = start.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/big-chicken(\.js)? play/);
    expect(lines[1]).toMatch(/npm (run )?test/);
  });

  it.each([
    ['BIG CHICKEN: Just Hatched', justHatchedKeys],
    ['Henhouse', henhouseKeys],
    ['A Clutch of Chickens', clutchKeys],
    ['Every table', platformKeys(true)],
  ])('lists every key of the %s table, as its help overlay does', (title, keys) => {
    const section = readme.split(`\n${title}\n\n`)[1]!.split('\n\n')[0]!;
    for (const k of keys) expect(section).toContain(`| ${k.keys} | ${k.does} |`);
  });
});
