import { afterAll, describe, expect, it } from 'vitest';
import { openScreen, plain, sleep, startServe, type Served } from './harness.js';

/** Columns of the widest line of `text` (one column a character: the table draws no wide ones). */
const widest = (text: string) => Math.max(...text.split(/\r?\n/).map((line) => [...line].length));

// A terminal made narrower reflows the frame it shows; the server clears the screen once the
// frame of the new width is drawn, so no piece of the old one stays above it.
describe('a narrower terminal', () => {
  let served: Served;
  afterAll(async () => {
    await served?.stop();
  });

  it('ends with one frame of the new width on a cleared screen', async () => {
    served = await startServe();
    const ada = await openScreen(served.port, 'ada', 'new just-hatched --players 4', 101, 40);
    await ada.waitFor(/code: [A-Z]+/);
    await sleep(150);
    ada.keys('s');
    await ada.waitFor(/Round 1 of 5/, 20_000);
    await sleep(500);
    const mark = ada.mark();
    ada.resize(100, 40);
    // The frame after the last clear is drawn at 100 columns.
    for (let i = 0; i < 100; i++) {
      const raw = ada.bytes().slice(mark);
      const last = raw.lastIndexOf('\x1b[2J');
      if (last >= 0 && /Round 1 of 5/.test(plain(raw.slice(last))) && widest(plain(raw.slice(last))) <= 100) break;
      await sleep(100);
    }
    const raw = ada.bytes().slice(mark);
    const after = plain(raw.slice(raw.lastIndexOf('\x1b[2J')));
    expect(after).toMatch(/Round 1 of 5/);
    expect(widest(after)).toBeLessThanOrEqual(100);
    ada.close();
  }, 90_000);

  it('limits resizes like input: a flood of them is applied as its last size, once a second', async () => {
    served ??= await startServe();
    const bea = await openScreen(served.port, 'bea', 'new just-hatched --players 4', 100, 40);
    await bea.waitFor(/code: [A-Z]+/);
    await sleep(300);
    for (let i = 0; i < 130; i++) bea.resize(60 + (i % 40), 30);
    bea.resize(70, 30);
    await served.waitLog(/more than 10 resizes a second; the last one of each second is applied/);
    // The last size wins: the waiting room is drawn at 70 columns in the end.
    await sleep(1500);
    const raw = bea.bytes();
    const after = plain(raw.slice(raw.lastIndexOf('\x1b[2J')));
    expect(widest(after)).toBeLessThanOrEqual(70);
    expect(after).toMatch(/code: [A-Z]+/);
    bea.close();
  }, 60_000);
});
