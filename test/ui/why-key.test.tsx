import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { HenhouseAction } from '../../src/games/henhouse/index.js';
import type { JhView } from '../../src/games/just-hatched/index.js';
import { whyLine } from '../../src/games/just-hatched/why.js';
import { table } from '../games/henhouse/helpers.js';
import HenhouseHarness from './henhouse-harness.js';
import { KEY, findSeed, press, renderJh, waitFrame } from './helpers.js';

afterEach(() => cleanup());

/** Waits until the last message the screen showed is `text` (or fails with the last one). */
async function waitNote(notes: readonly (string | null)[], text: string): Promise<void> {
  const start = Date.now();
  const last = () => notes.filter((n) => n !== null).pop();
  while (last() !== text) {
    if (Date.now() - start > 10_000) expect(last()).toBe(text);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The frame's text with the line breaks and box edges that wrapping adds taken out. */
const flat = (frame: string) => frame.replace(/[│\n]/g, ' ').replace(/\s+/g, ' ');

describe('the table’s why key (y)', () => {
  it('Just Hatched: says why the centre stands, then whether the selection beats it', async () => {
    // Ada does not hold Big Red, so someone has laid before her turn comes.
    const seed = findSeed(4, (v) => !v.hand.includes('RC'));
    const { ui, table: jh } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('c clucks'));
    const view = jh.seat(0).view as JhView;
    expect(view.run.length).toBeGreaterThan(0);
    const centre = whyLine(view, []);
    // The centre is a lead or beats what is under it, in the rule's own sentence (rule JH 4).
    expect(centre).toMatch(/leads this Run|beats/);
    await press(ui, 'y');
    await waitFrame(ui, (f) => flat(f).includes(centre));
    // Her lowest card, selected: whether it beats the centre, and why.
    await press(ui, KEY.space, 'y');
    const picked = whyLine(view, [view.hand[0]!]);
    expect(picked).toMatch(/^\S+ (beats|does not beat) /);
    await waitFrame(ui, (f) => flat(f).includes(picked));
  });

  it('Just Hatched: marks ✗ only a selection that may not go on, never one that may', async () => {
    // Ada leads the first Run: any lay may lead, and two cards of different numbers are no lay.
    const seed = findSeed(4, (v) => v.turn === 0 && !v.hand.includes('D') && v.hand[0]!.slice(1) !== v.hand[1]!.slice(1));
    const { ui, table: jh } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    const view = jh.seat(0).view as JhView;
    await press(ui, KEY.space, 'y');
    const allowed = whyLine(view, [view.hand[0]!]);
    expect(allowed).toMatch(/whoever leads a Run may lay any kind/);
    const frame = await waitFrame(ui, (f) => flat(f).includes(allowed));
    expect(frame).not.toContain('✗');
    await press(ui, KEY.right, KEY.space, 'y');
    const refused = whyLine(view, [view.hand[0]!, view.hand[1]!]);
    expect(refused).toMatch(/is not a lay/);
    await waitFrame(ui, (f) => flat(f).includes(`✗ ${refused}`));
  });

  it('Henhouse: says why the top of the pile beat what is under it, then why a selection may not go on', async () => {
    const notes: (string | null)[] = [];
    const record = { actions: [] as HenhouseAction[], notes };
    const start = table({ hands: ['BC5 BC6 WE2', 'BE3 BE4 WE9', 'WC7 WC8 BC9'], turn: 1 });
    const ui = render(<HenhouseHarness start={start} script={['BE3 BE4', 'WC7 WC8']} record={record} />);
    await waitFrame(ui, (f) => f.includes('To beat:') && !f.includes('To beat: nothing') && f.includes('7-8'));
    await press(ui, 'y');
    // Both runs of 2 are suited; 7-8 has the higher top (ruling HH 4).
    await waitNote(notes, 'Suited run 7-8 beats the suited run 3-4: the same type and size, and higher.');
    // WE2 BC5 BC6 by rank: select BC5 and BC6, a lower run of 2.
    await press(ui, KEY.right, KEY.space, KEY.right, KEY.space, 'y');
    await waitNote(notes, 'BC5 BC6: the suited run 5-6 is lower than the suited run 7-8.');
    expect(record.actions).toEqual([]);
  });
});
