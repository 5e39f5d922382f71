#!/usr/bin/env python3
# CPU time (user + system, from wait4) and wall time to the first frame of a 4-player Just
# Hatched table on a pseudo-terminal (100x40, a fresh BIG_CHICKEN_HOME each run), against
# `node -e 0`: the process is killed once its output shows the header's seed, and its CPU is
# what it spent until then. Builds run in turn (alternating, each round in a shuffled order, each
# build first run once to a normal exit so that Node's compile cache holds it); medians and
# ratios are printed with the machine's load. scripts/first-frame-bench.js gives the wall time
# through `script`.
# Usage: python3 scripts/first-frame-cpu-bench.py RUNS NODE BUILD_DIR [BUILD_DIR ...]
#   e.g. python3 scripts/first-frame-cpu-bench.py 11 "$(scripts/node.sh 22)/node" "$PWD" /tmp/main-build
import os, pty, sys, time, signal, statistics, select, struct, fcntl, termios
runs = int(sys.argv[1]); marker = b'seed 7'
node = sys.argv[2]; builds = sys.argv[3:]
import tempfile, shutil
def once(argv, mark):
    home = tempfile.mkdtemp(prefix='bc-ff-')
    env = dict(os.environ, LANG='C.UTF-8', TERM='xterm-256color', BIG_CHICKEN_HOME=home); env.pop('CI', None)
    t = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack('HHHH', 40, 100, 0, 0))
        os.execve(argv[0], argv, env)
    out = b''
    while True:
        if mark is None: break
        r, _, _ = select.select([fd], [], [], 10)
        if not r: break
        try: chunk = os.read(fd, 65536)
        except OSError: break
        if not chunk: break
        out += chunk
        if mark in out: break
    if mark is not None:
        w = (time.perf_counter() - t) * 1000
        if mark not in out:
            sys.exit(f'{argv[1]} ended or stalled before drawing {mark!r}: {out[-200:]!r}')
        os.kill(pid, signal.SIGKILL)
    _, st, ru = os.wait4(pid, 0)
    if mark is None: w = (time.perf_counter() - t) * 1000
    os.close(fd)
    shutil.rmtree(home, ignore_errors=True)
    return w, (ru.ru_utime + ru.ru_stime) * 1000
def warm(argv, mark):
    # One run to a normal exit (q, then y to leaving): Node writes its compile cache only as a
    # process exits, and the timed runs are killed.
    home = tempfile.mkdtemp(prefix='bc-ff-')
    env = dict(os.environ, LANG='C.UTF-8', TERM='xterm-256color', BIG_CHICKEN_HOME=home); env.pop('CI', None)
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack('HHHH', 40, 100, 0, 0))
        os.execve(argv[0], argv, env)
    out = b''; asked = False; last_q = None; end = time.perf_counter() + 20
    while time.perf_counter() < end:
        r, _, _ = select.select([fd], [], [], 0.3)
        if r:
            try: chunk = os.read(fd, 65536)
            except OSError: break
            if not chunk: break
            out += chunk
        if mark is None: continue
        if not asked and b'Leave the table?' in out:
            asked = True; os.write(fd, b'y')
        elif not asked and mark in out and (last_q is None or time.perf_counter() - last_q > 0.3):
            last_q = time.perf_counter(); os.write(fd, b'q')
    try: os.kill(pid, signal.SIGKILL)
    except ProcessLookupError: pass
    os.wait4(pid, 0)
    os.close(fd)
    shutil.rmtree(home, ignore_errors=True)
    # A warm-up that never left the table (it crashed, or never drew it) wrote no compile cache.
    if mark is not None and not asked:
        sys.exit(f'the warm-up run of {argv[1]} never reached "Leave the table?": {out[-200:]!r}')
cases = [('node -e 0', [node, '-e', '0'], None)] + [(b, [node, b + '/bin/big-chicken.js', 'play', '--players', '4', '--seed', '7', '--speed', 'slow'], marker) for b in builds]
for c in cases: warm(c[1], c[2])
res = {c[0]: ([], []) for c in cases}
# Each round in its own shuffled order, with a pause before each run: in a fixed or rotated order
# each case always follows the same one, and a run just after another build's was slower.
import random
shuffle = random.Random(26)
for i in range(runs):
    order = list(range(len(cases)))
    shuffle.shuffle(order)
    for k in order:
        n, a, m = cases[k]
        time.sleep(0.1)
        w, c = once(a, m); res[n][0].append(w); res[n][1].append(c)
print('load', os.getloadavg(), 'runs', runs)
bw = statistics.median(res['node -e 0'][0]); bc = statistics.median(res['node -e 0'][1])
for n in res:
    w = statistics.median(res[n][0]); c = statistics.median(res[n][1])
    print(f'{n:28} wall {w:7.1f} ms {w/bw:5.2f}x   cpu {c:7.1f} ms {c/bc:5.2f}x')
