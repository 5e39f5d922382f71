import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keys as clutchKeys } from '../src/games/clutch/ui/Screen.js';
import { keys as henhouseKeys } from '../src/games/henhouse/ui/Screen.js';
import { keys as justHatchedKeys } from '../src/games/just-hatched/ui/Screen.js';
import { platformKeys } from '../src/ui/screens/Table.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('has a quick start of exactly two commands: one that plays, one that tests', () => {
    const start = readme.split('## Quick start')[1]!.split('```sh\n')[1]!.split('```')[0]!;
    const lines = start.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/big-chicken(\.js)? play/);
    expect(lines[1]).toMatch(/npm (run )?test/);
    // This machine's Node may be older than the program needs: both go through scripts/node.sh.
    for (const line of lines) expect(line).toMatch(/scripts\/node\.sh 2\d /);
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

  it('opens with a picture of the table, as scripts/screenshot.js captures it, before the install', () => {
    const start = readme.indexOf('<!-- table:start');
    const end = readme.indexOf('<!-- table:end -->');
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    expect(end).toBeLessThan(readme.indexOf('## Install'));
    expect(readme.indexOf('## Install')).toBeLessThan(readme.indexOf('## Quick start'));
    const picture = readme.slice(start, end).split('```text\n')[1]!.split('\n```')[0]!;
    const lines = picture.split('\n');
    // One 80×24 screen, drawn by the program: its header names the seed the script plays.
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^BIG CHICKEN: Just Hatched .*seed 7$/);
    const script = readFileSync(new URL('../scripts/screenshot.js', import.meta.url), 'utf8');
    expect(script).toContain("const COMMAND = 'play --players 4 --seed 7");
    expect(readme.slice(start, end)).toContain('big-chicken play --players 4 --seed 7');
  });

  it.each([
    ['docs/line-mode.md', '# Line mode', '--plain'],
    ['docs/teaching.md', '# Teaching games', '--teach'],
    ['docs/serve.md', '# Playing together over SSH', 'big-chicken serve'],
  ])('links %s, which exists, has its own heading and leads back', (path, heading, word) => {
    expect(readme).toContain(`](${path})`);
    expect(existsSync(new URL(`../${path}`, import.meta.url))).toBe(true);
    const page = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
    expect(page.startsWith(`${heading}\n`)).toBe(true);
    expect(page).toContain('](../README.md)');
    expect(page).toContain(word);
  });

  it('keeps the pages under docs/ out of the README itself', () => {
    expect(readme).not.toContain('### Line mode');
    expect(readme).not.toContain('**Opening it to the internet safely**');
    expect(readme).not.toContain('explains in two lines each special card or rule the first time');
  });
});
