#!/usr/bin/env python3
# CPU time (user + system, from wait4) and wall time of whole processes, for the start-up figures:
# scripts/startup-bench.js times wall only, and on a shared machine the CPU time is the steadier
# figure. Cases run in turn (alternating), after one warm-up run each; medians are printed with
# their ratio to the first case, and the machine's load beside them.
# Usage: python3 scripts/startup-cpu-bench.py RUNS 'label=command with args' ...
#   e.g. N=$(scripts/node.sh 22)/node; python3 scripts/startup-cpu-bench.py 21 "node=$N -e 0" \
#          "rules=$N bin/big-chicken.js rules just-hatched" "other=$N /tmp/other/bin/big-chicken.js rules just-hatched"
# (A command is split on spaces.)
import os, sys, time, statistics, subprocess
runs = int(sys.argv[1]); cases = []
for a in sys.argv[2:]:
    label, cmd = a.split('=', 1); cases.append((label, cmd.split()))
env = dict(os.environ, NO_COLOR='1', FORCE_COLOR='0')
def once(argv):
    t = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, ru = os.wait4(p.pid, 0)
    return (time.perf_counter() - t) * 1000, (ru.ru_utime + ru.ru_stime) * 1000
res = {l: ([], []) for l, _ in cases}
for l, c in cases: once(c)
for i in range(runs):
    for l, c in cases:
        w, cpu = once(c); res[l][0].append(w); res[l][1].append(cpu)
print('load', os.getloadavg())
b = cases[0][0]; bw = statistics.median(res[b][0]); bc = statistics.median(res[b][1])
for l, _ in cases:
    w = statistics.median(res[l][0]); c = statistics.median(res[l][1])
    print(f'{l:28} wall {w:7.1f} ms {w/bw:5.2f}x   cpu {c:7.1f} ms {c/bc:5.2f}x')
