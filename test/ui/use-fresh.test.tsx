import { Text } from 'ink';
import { render } from 'ink-testing-library';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useFresh } from '../../src/ui/hooks/use-fresh.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` holds (a timer on a loaded machine may fire late), for up to two seconds. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 2000; waited += 10) await sleep(10);
}

// A move is drawn once, highlighted, then once more when the highlight ends: every screen that
// watches a table draws each move, so a commit more per move is a frame more on every one.
describe('useFresh', () => {
  it('highlights a new key in the commit that shows it, and ends the highlight after its time', async () => {
    const commits: string[] = [];
    function Probe({ lay }: { lay: string }) {
      const fresh = useFresh(lay, 60);
      const line = `${lay} ${fresh ? 'fresh' : 'settled'}`;
      useEffect(() => void commits.push(line));
      return <Text>{line}</Text>;
    }
    const view = render(<Probe lay="O7" />);
    expect(commits).toEqual(['O7 settled']);
    view.rerender(<Probe lay="Y8" />);
    await sleep(10);
    // One commit for the move, highlighted at once: no plain frame first.
    expect(commits).toEqual(['O7 settled', 'Y8 fresh']);
    expect(view.lastFrame()).toBe('Y8 fresh');
    await until(() => commits.length >= 3);
    expect(commits).toEqual(['O7 settled', 'Y8 fresh', 'Y8 settled']);
    // A key that changes again before its highlight ends starts a new one, with its own time.
    const b9 = Date.now();
    view.rerender(<Probe lay="B9" />);
    await sleep(30);
    view.rerender(<Probe lay="G9" />);
    const g9 = Date.now();
    expect(commits.slice(3)).toContain('G9 fresh');
    await until(() => commits[commits.length - 1] === 'G9 settled');
    expect(view.lastFrame()).toBe('G9 settled');
    // G9's highlight ran its own 60 ms, not what was left of B9's.
    expect(Date.now() - g9).toBeGreaterThanOrEqual(55);
    expect(Date.now() - b9).toBeGreaterThanOrEqual(85);
    expect(commits.slice(3).filter((c) => c.endsWith('settled'))).toEqual(['G9 settled']);
    // Without a time (speed max), nothing is highlighted and no commit is added.
    const quick: string[] = [];
    function Quick({ lay }: { lay: string }) {
      const fresh = useFresh(lay, 0);
      useEffect(() => void quick.push(`${lay} ${String(fresh)}`));
      return <Text>{lay}</Text>;
    }
    const q = render(<Quick lay="O7" />);
    q.rerender(<Quick lay="Y8" />);
    await sleep(10);
    expect(quick).toEqual(['O7 false', 'Y8 false']);
    view.unmount();
    q.unmount();
  });
});
