import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { splitTyped, typedKey } from '../../src/ui/hooks/use-keys.js';
import { findSeed, renderJh, waitFrame } from './helpers.js';

afterEach(() => cleanup());

describe('keys typed faster than the screen draws', () => {
  it('splits a run of plain characters, but not an escape sequence or a single key', () => {
    const plain = typedKey('x').key;
    expect(splitTyped('l l ', plain)).toEqual(['l', ' ', 'l', ' ']);
    expect(splitTyped('l', plain)).toBeNull();
    expect(splitTyped('\u001B[C', { ...plain, rightArrow: true })).toBeNull();
    expect(typedKey('\r').key.return).toBe(true);
    expect(typedKey('Q')).toMatchObject({ input: 'Q', key: { shift: true } });
    expect(typedKey('\u0003')).toMatchObject({ input: 'c', key: { ctrl: true } });
  });

  it('acts on each key of one chunk in turn: two moves and two selections make a pair', async () => {
    // Ada leads with a pair in her 2nd and 3rd cards (the hand is sorted, so equal numbers sit together).
    const seed = findSeed(4, (v) => v.hand.includes('RC') && v.hand[1]!.slice(1) === v.hand[2]!.slice(1) && v.hand[1] !== 'D');
    const { ui } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    // One write, as a fast typist over SSH delivers it: right, select, right, select.
    ui.stdin.write('l l ');
    const frame = await waitFrame(ui, (f) => f.includes('selected Two-of-a-Kind'));
    expect(frame).toMatch(/Two-of-a-Kind of \d+s/);
  });

  it('acts on arrows sent together in turn too, each after the one before has been drawn', async () => {
    const seed = findSeed(4, (v) => v.hand.includes('RC') && v.hand[1]!.slice(1) === v.hand[2]!.slice(1) && v.hand[1] !== 'D');
    const { ui } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    // Ink hands these over as four separate keys in one go: right, select, right, select.
    ui.stdin.write('\u001B[C \u001B[C ');
    const frame = await waitFrame(ui, (f) => f.includes('selected Two-of-a-Kind'));
    expect(frame).toMatch(/Two-of-a-Kind of \d+s/);
  });
});

describe('Ctrl-C at the table', () => {
  it('leaves without acting: it is not also read as "c" (Cluck)', async () => {
    // Ada does not hold Big Red, so she faces a lay with "c clucks" on offer.
    const seed = findSeed(4, (v) => !v.hand.includes('RC'));
    const { ui, store, ends } = renderJh({ players: 4, seed, speed: 'slow' });
    await waitFrame(ui, (f) => f.includes('c clucks'));
    const before = store.saves.length;
    ui.stdin.write('\u0003');
    await new Promise((r) => setTimeout(r, 100));
    expect(ends).toEqual(['interrupted']);
    // No action of Ada's was saved after the key.
    expect(store.saves.slice(before).flatMap((s) => s.steps.filter((st) => st.seat === 0))).toEqual([]);
  });
});
