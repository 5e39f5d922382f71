import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY, findSeed, press, renderJh, waitFrame } from './helpers.js';

afterEach(() => cleanup());

describe('a refusal at the table', () => {
  it('stays while a key changes nothing, and goes with the first key that moves the cursor', async () => {
    // Ada leads the first Run, so a Cluck is refused.
    const seed = findSeed(4, (v) => v.turn === 0);
    const { ui } = renderJh({ players: 4, seed });
    await waitFrame(ui, (f) => f.includes('Your turn to lead'));
    await press(ui, 'c');
    await waitFrame(ui, (f) => f.includes('✗ You lead this Run, so you must lay something.'));
    // ← on the first card moves nothing: the refusal is still about this moment.
    await press(ui, KEY.left);
    await new Promise((r) => setTimeout(r, 100));
    expect(ui.lastFrame()).toContain('✗ You lead this Run');
    await press(ui, KEY.right);
    await waitFrame(ui, (f) => !f.includes('✗'));
    // A selection made and undone (Space, Esc) takes a new refusal away the same way.
    await press(ui, 'c');
    await waitFrame(ui, (f) => f.includes('✗ You lead this Run'));
    await press(ui, KEY.space);
    await waitFrame(ui, (f) => !f.includes('✗'));
  });
});
