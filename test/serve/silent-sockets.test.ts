import { connect as netConnect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sshExec, startServe, type Served } from './harness.js';

/** A TCP connection to the server that never starts SSH: it sends nothing at all. */
function silent(port: number): Promise<{ socket: Socket; closed: Promise<number> }> {
  return new Promise((resolve) => {
    const socket = netConnect(port, '127.0.0.1');
    socket.on('data', () => {});
    socket.on('error', () => {});
    const t0 = Date.now();
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - t0)));
    socket.once('connect', () => resolve({ socket, closed }));
    // On a loaded machine a socket dropped at once can be reset before its connect is seen: it
    // was still taken and dropped by the server (its log says so), and it is closed all the same.
    socket.once('close', () => resolve({ socket, closed }));
  });
}

/** Resolves once the server has logged `count` connections closed. */
async function closedOnServer(s: Served, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((s.log().match(/connection \d+ closed/g) ?? []).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} connections closed; log:\n${s.log()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let served: Served | null = null;
afterEach(async () => {
  await served?.stop();
  served = null;
});

describe('serve: sockets that never log in', () => {
  it('take no place of the logged-in connections of their address', async () => {
    served = await startServe(['--max-connections-per-ip', '1', '--max-pending-per-ip', '3', '--preauth-timeout', '20']);
    const sockets = await Promise.all([silent(served.port), silent(served.port)]);
    await served.waitLog(/connection 2 from 127\.0\.0\.1/);
    // The one place of the address is a friend's, though two silent sockets are open.
    const friend = await sshExec(served.port, 'ada', 'help');
    expect(friend.code).toBe(0);
    expect(served.log()).not.toMatch(/refused/);
    for (const s of sockets) s.socket.destroy();
  });

  it('are closed after the short pre-login timeout, and past their own cap dropped unanswered', async () => {
    served = await startServe(['--max-pending-per-ip', '4', '--preauth-timeout', '1', '--handshake-timeout', '30']);
    const sockets = await Promise.all(Array.from({ length: 8 }, () => silent(served!.port)));
    // The four past the cap are dropped at once; the four others within the pre-login timeout.
    const times = await Promise.all(sockets.map((s) => s.closed));
    expect(times.filter((t) => t < 4000)).toHaveLength(8);
    await served.waitLog(/too many connections from 127\.0\.0\.1 not logged in yet \(at most 4 at once\) \(dropped unanswered\)/);
    await served.waitLog(/no SSH key exchange within 1 s \(pre-login timeout\); closed/);
    // The server forgets a closed socket when its own close event runs, which on a busy machine can
    // come after the client has seen the socket close: the four it answered are all closed first.
    await closedOnServer(served, 4);
    // Then the address is free again: a friend logs in.
    expect((await sshExec(served.port, 'ada', 'help')).code).toBe(0);
  });
});
