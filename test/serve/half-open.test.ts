import type { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { drive, seatTokenOf, tableFile } from './driver.js';
import { codeOf, openScreen, sleep, startServe, tableLeftToBots, type Screen, type Served } from './harness.js';

/** Resolves once table `code`'s saved steps satisfy `test`. */
async function stepsUntil(home: string, code: string, test: (steps: { seat: number }[]) => boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test([...(tableFile(home, code)?.steps ?? [])])) {
    if (Date.now() > deadline) throw new Error(`table ${code}: its steps never got there`);
    await sleep(100);
  }
}

/** Opens a 4-seat Just Hatched table by `host`, seats `guest` at it, starts it. */
async function openTable(served: Served, host: string, guest: string): Promise<{ code: string; host: Screen; guest: Screen }> {
  const a = await openScreen(served.port, host, 'new just-hatched --players 4 --speed fast', 100, 40);
  await a.waitFor(/code: [A-Z]+/);
  const code = codeOf(a.bytes());
  const b = await openScreen(served.port, guest, `join ${code}`, 100, 40);
  await b.waitFor(/\(you\)/);
  await sleep(150);
  a.keys('s');
  await a.waitFor(/Round 1 of 5/, 20_000);
  await b.waitFor(/Round 1 of 5/, 20_000);
  return { code, host: a, guest: b };
}

// A link that stops answering must not hold its seat, grow the server's memory or slow the other
// tables: the server cuts it (keepalives unanswered, or output left unread past a cap), a bot
// takes the seat, and the person takes it back by joining again.
describe('a half-open link', () => {
  let served: Served | null = null;
  afterAll(async () => {
    await served?.stop();
  });

  it('is cut when it stops answering, a bot plays the seat, the other table plays on, and the seat comes back', async () => {
    served = await startServe(['--keepalive', '1']);
    const home = served.home;
    // Another table that plays by itself (its player left it to the bots), watched by Gil.
    const { code: other, watcher: gil } = await tableLeftToBots(served);
    const { code, host: ada, guest: bob } = await openTable(served, 'ada', 'bob');

    // Bob's client stops reading its socket: it answers nothing, the server's writes pile up in TCP.
    (bob.client as unknown as { _sock: Socket })._sock.pause();
    const mark = ada.mark();
    const otherSteps = tableFile(home, other)?.steps.length ?? 0;
    await served.waitLog(/\(Bob\): no answer to 3 keepalives 1 s apart; link cut/, 60_000);
    await served.waitLog(/Bob's session closed|connection \d+ closed \(Bob\)/, 30_000);
    // Ada's screen shows Bob away, and a bot plays his seat.
    await ada.waitFor(/Bob \(away\)/, 30_000, mark);
    const cut = tableFile(home, code)?.steps.length ?? 0;
    await drive(home, code, new Map([[0, ada]]), (f) => f.steps.some((s, i) => i >= cut && s.seat === 1), 120_000);
    // The other table played on meanwhile, and its spectator's screen kept drawing.
    const gilMark = gil.mark();
    await stepsUntil(home, other, (steps) => steps.length > otherSteps);
    await gil.waitFor(/Round \d of 5/, 30_000, gilMark);

    // Bob comes back on a new link and has his seat again.
    const again = await openScreen(served.port, 'bob', `join ${code} --seat ${seatTokenOf(home, code, 1)}`, 100, 40);
    await again.waitFor(/Bob \(you\)/, 30_000);
    expect(served.log()).not.toMatch(/error:/);
    for (const s of [ada, again, gil]) s.close();
  }, 180_000);

  it('is cut when it stops reading its channel (the unread output passes the cap), and the seat goes to a bot', async () => {
    served ??= await startServe(['--keepalive', '1']);
    const home = served.home;
    const { code, host: cy, guest: dot } = await openTable(served, 'cy', 'dot');
    // Dot's client keeps its link alive but reads nothing of the session: its SSH window closes
    // and the server's output for it waits. Resizing makes the server draw frame after frame;
    // resizes are taken about ten a second, so each one is spaced to be drawn, and the terminal
    // is large so that each frame is large.
    dot.channel.pause();
    const mark = cy.mark();
    let cut = false;
    void served.waitLog(/Dot's session closed: more than \d+ KB of output not read/, 170_000).then(() => (cut = true));
    for (let i = 0; i < 1_500 && !cut; i++) {
      dot.resize(i % 2 === 0 ? 219 : 220, 60);
      await sleep(105);
    }
    expect(cut).toBe(true);
    await cy.waitFor(/Dot \(away\)/, 30_000, mark);
    const at = tableFile(home, code)?.steps.length ?? 0;
    await drive(home, code, new Map([[0, cy]]), (f) => f.steps.some((s, i) => i >= at && s.seat === 1), 120_000);
    expect(served.log()).not.toMatch(/error:/);
    cy.close();
  }, 240_000);
});
