import { describe, expect, it } from 'vitest';
import { openScreen, sleep, startServe } from './harness.js';

// `big-chicken serve 2>&1 | tee log`, then Ctrl-C: the terminal's SIGINT reaches tee as well, so
// the server's log pipe is gone (EPIPE) while it stops. The stop must stay orderly all the same.
describe('serve stopping with its log pipe gone', () => {
  it('tells every player and exits 0 when its stdout reader is gone', async () => {
    const served = await startServe();
    const ada = await openScreen(served.port, 'ada', null);
    await ada.waitFor(/BIG CHICKEN tables/);
    // The reader of the log goes away (tee killed by the same Ctrl-C), then the signal arrives.
    served.child.stdout?.destroy();
    served.child.stderr?.destroy();
    await sleep(200);
    const status = await served.stop('SIGINT');
    await ada.waitFor(/the server is stopping; every table is saved/, 5000);
    expect(await ada.ended).toBe(1);
    expect(status).toBe(0);
  }, 30_000);
});
