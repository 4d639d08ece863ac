#!/usr/bin/env python3
"""How nslab's cost grows with the size of the scenario, next to the real ns-2.

A report, not a test.  For each size N it runs a Tcl script, written to a temporary folder
(the dumbbell's is tests/reference/scenarios/dumbbell_flows.tcl, the others are here):

  dumbbell  N Reno/FTP flows through one bottleneck of N Mbit/s (queue 2N+20 packets);
            every flow has its own source and destination node (2N + 2 nodes), access
            links 100 Mbit/s, one-way delays 5 + 20 + 5 ms; flow i starts at
            (i mod 100) * 0.01 s.  The script prints, per flow, the highest cumulative
            ACK its sender saw (ack.I=) and the total (acks=).
  chain     N wired nodes in a row (duplex 10 Mbit/s, 1 ms, DropTail 50), one Reno/FTP
            flow from the first node to the last and one from the second to the
            last-but-one.  Routing across a long path; the flows are few.
  grid      a square of about N nodes (side int(sqrt N)), duplex 10 Mbit/s, 1 ms links
            to the right and downwards, four Reno/FTP flows between corners and
            between the middles of the top and bottom rows, one of them backwards:
            many paths of equal length, so it checks ns-2's choice among them.
            Beyond 16 x 16 nodes the corner flows need more hops than ns-2's default
            TTL of 32 and deliver nothing (in both simulators).
  aodv, dsdv
            N mobile nodes of tests/reference/scenarios/wireless_demo.tcl (the shape of
            ns-2.35's tcl/ex ad-hoc demos): 1000 m x 1000 m, 802.11, the routing named,
            movement written by ns-2's setdest (pause 20 s, up to 10 m/s, seed --seed)
            and 20 CBR + 3 TCP connections in cbrgen's format (tests/wireless_demo.py),
            both generated for each N before it runs.  The trace (demo.tr, old CMU
            format) must be byte-identical to ns-2's; its line count is printed.
            setdest itself is slow for many nodes (200 nodes, 100 s: minutes).

Per N it measures, each as the median of --runs runs (every run in its own empty
temporary directory, nslab and ns alternating):
  nslab s / ns s   wall time of the whole run (`--end` seconds of simulated time), and
    cpu            its CPU time (user + system): on a loaded machine the wall time is
                   mostly waiting, and CPU time is the figure that scales
  ns/nslab         ns-2's CPU time over nslab's
  setup s, cpu     wall and CPU time of nslab on the same script ending at 0.001 s:
                   start-up, building the scenario, routes, almost no events
  pkt/s            delivered data packets (the printed acks, plus one per flow) per CPU
                   second of the run after set-up ('-' when that is under 50 ms)
  peak MB          largest ru_maxrss of the nslab child (the whole run)
  KB/flow          (peak of this N - peak of the previous N) / (flows added): the memory one
                   more flow costs
After the table, how nslab's CPU time grew from each size to the next; with --paired R,
also as the median of R rounds that each run two consecutive sizes back to back (the
ratio of two runs seconds apart, which the machine's changing load moves less).
--startup RUNS instead times RUNS runs of a tiny script (two nodes, one link, exit at
0.1 s) by each simulator, the two alternating: the start-up cost, and nslab's over ns-2's.
With --events, nslab runs each size once more, inside a Python that counts the kernel's
events and the CPU time of the whole script:
  events           events the kernel ran
  ev/s CPU         events per second of CPU time, set-up included
ns-2 runs only while it keeps finishing within --ns-limit seconds; once it does not, the
larger sizes are nslab only.  Where both finish the key=value output must be identical
(the report says DIFFERS otherwise and the exit status is 1).

Measured on 2 cores shared with other jobs (load 5-9, so the wall times are mostly
waiting; compare the CPU columns), dumbbell, 30 s, one run each.
Before (main at 90bedf1: all-pairs Python Dijkstra into an n x n table), nslab only:
      N   nodes  nslab s     cpu  setup s    cpu      pkt/s  peak MB  KB/flow
      1       4     0.48    0.06     0.40   0.07          -     19.4        -
     10      22     0.33    0.07     0.30   0.06          -     19.6     23.6
    100     202     1.84    0.35     0.51   0.11    1472962     21.5     22.4
    300     602     7.24    1.54     1.52   0.39     929255     27.8     31.9
   1000    2002    32.23    8.73    11.64   3.57     683429     79.8     76.1
After (routes on demand in C, collector paused while building):
      N   nodes  nslab s     cpu     ns s     cpu ns/nslab  setup s    cpu      pkt/s  peak MB  KB/flow
      1       4     0.15    0.05     0.13    0.04     0.94     0.15   0.05          -     18.6        -
     10      22     0.19    0.06     0.42    0.13     2.36     0.19   0.05          -     18.7     14.2
    100     202     0.67    0.28     4.35    1.52     5.41     0.58   0.06    1611153     20.3     17.9
    300     602     2.58    0.96    40.14   11.15    11.60     0.24   0.10    1229293     24.7     22.4
   1000    2002    12.80    4.50   172.25   67.77    15.07     0.83   0.24     827821     39.9     22.2
(output identical to ns-2 at every size).  Kernel events per CPU second (--events, set-up
included): 16.5 M at N=10, 11.5 M at 100, 9.0 M at 300, 6.9 M at 1000; from 100 to 1000
flows the events grow 10.1 times and the CPU time 16 times (before: 25 times).  What
grows faster than the work is the cost of an event: the packets in flight and the
per-link and per-flow state grow with N (here the bottleneck's rate does too), leave the
processor's caches, and an event's first touches of its link, wire slot and packet wait
for memory (perf puts the time on those loads; prefetching the next event's link, wire
slot and packet from the run loop was tried and gained nothing).  10,000 flows (20,002
nodes): 318 s wall, 127 s CPU, set-up 2.3 s CPU, 279,000 packets per CPU second, 234 MB
at most (22 KB per flow); before, the n x n route table alone would have needed 1.6 GB.
Start-up (--startup 20, load about 3): `.venv/bin/nslab run` of the tiny script 40.6 ms
wall median, 39.5 ms CPU; main before these changes 46.7 ms (through python -m nslab
run; this tree the same way 42.7 ms); ns-2 32.7 ms.

Wireless, measured on 2 cores shared with other jobs (load 4-8), CPU seconds (user + system;
the wall times were mostly waiting), medians of 3 runs (200 nodes: the mean of 2), ns-2 and nslab
alternating, setdest seed 1, 100 s, nslab built without PGO (NSLAB_PGO=0):
      N  routing  trace lines  ns-2 cpu  nslab cpu  nslab/ns  output
     50  AODV         263,086      7.96       3.39      0.43  identical
     50  DSDV          80,945      4.31       2.32      0.54  identical
    100  AODV         793,067     20.68       8.88      0.43  identical
    100  DSDV         118,990     10.06       4.73      0.47  identical
    200  AODV       2,496,016     74.71      25.28      0.34  identical
    200  DSDV         341,927     28.92      12.42      0.43  identical
(peak memory 25, 34 and 72 MB for nslab at 50, 100, 200 nodes; ns-2 31, 50, 105 MB.)
A profile (perf, 50 nodes AODV) puts a quarter of nslab's time in the event heap's
sift-down: every transmission schedules one reception per node within carrier-sense range
(555 m, most of the field), so the heap's work grows with N per packet, in ns-2 as well.

Two event queues (timers' entries and scheduled commands apart from the packets' events,
4-ary heaps when large; kernel/core/events.pxi).  Callgrind, 50 nodes DSDV, 40 s: 3.77 G
instructions before, 3.31 G after (the heap's sift-down 1.27 G -> 0.78 G; a movement file
schedules about 5,000 commands before the run, which sat in the packets' heap).  Then,
PGO build, load 3-5, CPU seconds, medians of 3 alternating runs, 100 s:
      N  routing  trace lines  ns-2 cpu  nslab cpu  nslab/ns  output
     50  AODV         263,086      7.61       3.09      0.41  identical
     50  DSDV          80,945      4.22       1.84      0.44  identical
    100  AODV         793,067     18.66       7.61      0.41  identical
    100  DSDV         118,990      9.61       4.56      0.47  identical
Dumbbell, the same build, load 4-5, 30 s, medians of 3 (--sizes 10,100,1000 --events):
      N   nodes  nslab s     cpu     ns s     cpu ns/nslab  setup s    cpu      pkt/s  peak MB  KB/flow
     10      22     0.22    0.14     0.32    0.21     1.48     0.19   0.12          -     20.7        -
    100     202     0.87    0.59     4.89    3.26     5.53     0.34   0.21     944598     24.3     40.9
   1000    2002    15.14    9.97  timeout       -        -     2.07   1.36     409455     60.4     41.1
(identical to ns-2 at 10 and 100 flows; events 2.67 M and 27.0 M.)  From 100 to 1000 flows
the CPU time grew 16.9 times: the dumbbell's cost per event still grows with N, and its
set-up (the Tcl object system) now takes 1.36 s of CPU at 1000 flows, main before this
change the same.  Callgrind with its cache model, 1000 flows, 3 s: 5.25 G instructions
before, 5.17 G after (sift-down 0.89 G -> 0.78 G), first-level data misses 72.5 M and
73.0 M; the model's last level holds the whole state, so what grows is beyond it (the real
second-level cache, shared cores).  The 401-run sweep (benchmark_sweep.py --points 40, 2
workers, load 4.4-5): 42.2 s for 40 runs, extrapolated 423 s.

Set-up (issue #17, item 2).  Profiled at 1000 and 10,000 flows (cProfile on CPU time,
callgrind): nothing grew faster than the scenario (1000 -> 10,000 flows: 10.7 times the
set-up CPU, every step's cost per call up by a third, the larger heap), but every object
cost several calls between Python and Tcl (about 9 us each, the largest share of its cost)
and 1.3 KB of Tcl memory; one Tcl call per object now (otcl.tcl's adopt), an object's
namespace made with its first variable, init skipped where no class defines one, class
defaults merged only when a script set some, bandwidth and delay texts parsed once, and the
nam header not formatted when there is no nam file.  Callgrind, the set-up of 1000 flows
(the script ending at 0.001 s, start-up included, main's PGO kernel): 2784 M instructions
before, 1999 M after.  CPU seconds (user + system), `nslab run` ending at 0.001 s, one run
each, load 7-14: 100 flows 0.17-0.32 before, 0.20 after; 1000 flows 1.05-1.37 before,
0.80-0.98 after; 10,000 flows 15.0 s before (384 MB peak), 10.1 s after (278 MB).  The
whole dumbbell after, non-PGO build, load 11-14, 30 s, one run each (ns-2 over its limit on
this load; the compat and reference suites pass):
      N   nodes  nslab s     cpu  setup s    cpu      pkt/s  peak MB  KB/flow
     10      22     1.36    0.13     1.07   0.11          -     19.5        -
    100     202     6.38    0.62     2.00   0.20     845621     22.2     30.1
   1000    2002   148.19   10.70    12.32   0.85     358126     49.3     30.9
(events 2.67 M and 27.0 M.)  From 100 to 1000 flows the CPU time still grows 17.3 times.
At the end of the branch, set-up CPU back to back with main (main's PGO build, this tree's
non-PGO), load about 10, three runs each: 100 flows 0.24-0.26 s (23 MB) before, 0.15-0.19 s
(21 MB) after; 1000 flows 1.35-1.45 s (56 MB) before, 0.77-1.04 s (44 MB) after; 10,000
flows, one run, 8.74 s (267 MB) after.
Callgrind (main's PGO kernel), instructions per event of the run (set-up subtracted): 725 at
100 flows and 889 at 1000 flows, both 3 s (769 at 100 flows, 10 s); the packets' heap
(sift-down and push) 174 and 337 of them, and every other function per event the same at
both sizes (link_transmit 97 and 99, the run loop 78 and 79, node_recv 67, route_lookup
44).  So the instructions grow 1.23 times per event, all in the heap's depth, while the CPU
time per event grows 2.8 times (in-process, 6.5 M events per CPU second at 100 flows, 2.35 M
at 1000): the rest is memory, not work.
10,000 flows (item 2), 30 s, run to the end (acks=34894690, 10,000 flows' lines), main's PGO
kernel with this change's first half (one Tcl call per object, lazy namespaces), load 9-14:
275.5 s CPU (274.2 user, 1.4 system; 2717 s wall), peak 347.9 MB, 35 KB per flow; nothing
blocked it (before, at load 5-9: 127 s CPU, 234 MB; the shared machine's load more than
doubles a run's CPU time at this size, whose state is far beyond the caches).
Start-up (issue #17, item 4), callgrind, `nslab run` of the tiny script: 190.5 M instructions
before, 171.1 M after (Python alone, `python -c pass`, 89.1 M; tkinter's Tcl() 27 M more, of
which the tkinter package 14.6 M, now skipped for its C module; the class commands in one
Tcl script and ns-2's class tables as list text 5.1 M).  CPU medians of 11 alternating runs,
load 9-10: 69.6 and 96.0 ms before, 65.8 and 87.5 ms after (wall times at that load: 300-600
ms, meaningless).
Start-up again (issue #17 item 3): DV routing, LANs, tcplib's table and the old Agent/CBR
are imported when a script uses them (tests/kernel/test_cli.py).  Callgrind, `nslab run`
of the tiny script, two runs each, .pyc files present: 175.3 and 175.1 M instructions
before, 167.8 and 167.9 M after (`python -c pass` 89.0 M).  What remains of the 79 M
above Python: unmarshalling and executing nslab's modules (about 500 KB of .pyc, 24 M
in marshal alone), loading _kernel and Tcl's shared libraries, Tcl's interpreter (12 M).
The packets' heap, non-PGO build, callgrind of the dumbbell for 3 s, instructions of the
heap functions per event (evq_sift_down, evq_push with its inlined sift-up): 174 at 100
flows (239,386 events), 337 at 1000 (2,376,571 events), the whole run loop's other
functions about the same per event at both sizes.  Tried and not kept: a bottom-up sift-down
(the hole sinks to a leaf, then the new entry rises): 7 % more sift-down instructions at
100 flows and 15 % more at 1000 (778 M -> 893 M), because a link's next arrival, which
replaces the top, settles high in the heap; placing the array so that each entry's four
children share two cache lines changed nothing measurable in CPU time (N = 1000, 10 s,
four alternating runs each at load 22: 2.68-3.29 s before, 2.72-3.22 s after).
Delay lanes (kernel/core/lanes.pxi): the packets on the wire wait in one FIFO per delay,
whatever their link, and the packets' heap holds only each FIFO's head (a dumbbell has
four delays: a data packet and an ack, on an access link and on the bottleneck), so the
heap no longer deepens with the flows; the arrival two places behind a lane's head has its
packet and its link prefetched.  Callgrind (non-PGO builds, 3 s, the run at 0.001 s
subtracted), instructions per event: 713 at 100 flows and 875 at 1000 before (main at
fe04a91), 658 and 669 with the lanes (before the prefetch).  CPU seconds of the whole
script (in-process counter as --events runs it, plus the interpreter's start), alternating
runs, non-PGO builds, load 10-14, medians of 3 (1000 flows: means of 2):
      N     events   before  after   events per CPU second (in-process), before -> after
     10    248,026    0.20    0.19    -
    100  2,672,090    0.64    0.52    5.8 M -> 8.7 M
   1000 27,031,862   11.71    6.71    2.4 M -> 4.2 M
(output identical to the build before at every size; from 100 to 1000 flows 18.3 times
before, 12.8 after.  The lanes alone, before the prefetch: 1000 flows 7.2 s against 6.1 s
with it, alternating.)  Then the packet next to leave a queue prefetched too
(queues/queue.pxi), load about 4, alternating runs against the same before:
      N   before  after
    100    0.61    0.41   (medians of 3; 6.2 M -> 9.9 M events per CPU second in-process)
   1000    7.81    4.75   (means of 2; 3.5 M -> 6.0 M)
(100 -> 1000 flows: 12.9 times before, 11.5 after; the same load moves both figures by
half, so compare within one table.)  10,000 flows, 30 s, one run with the lanes and the
first prefetch, load 4-14: 269,207,276 events, 143.3 s CPU (142.5 user), 15:50 wall,
peak 317 MB, acks=34894690 as before.
Start-up (issue #17 item 4): models few scripts use imported at their first `new`
(nslab.otcl.lazy_classes, DSR at its first node), no re, enum or threading at start (units
scans numbers by hand), Simulator's parameter tables written into its docstrings at the
first look, and .ci/editable_finder.py in place of setuptools' editable finder (pathlib at
every start of Python).  Callgrind, the tiny script: 206.6 M instructions (main, setuptools'
finder), 175.4 M (this change, setuptools' finder), 139.4 M (this change, lean finder);
ns-2 242.4 M; `python -c pass` 89.0 M with setuptools' finder, 41.5 M with the lean one.
--startup 20, load 8.2-8.5, main and this change alternating twice: nslab CPU median 84.1
and 69.6 ms before, 49.3 and 53.4 ms after; ns-2 43.7-49.0 ms; nslab/ns CPU 1.72 and 1.59
before, 1.09 and 1.16 after (wall medians 117-213 ms, mostly waiting at that load).
The sweep (item 7): a point's set-up in a worker (Runner, Tcl interpreter, the script read,
results parsed; basic2 ending at 0.001 s) costs 7.8 ms of CPU (mean of 10, load 20), a
300 s run in the same worker 0.12 s, and one 3000 s run by `nslab run` 1.02 s (load 10):
the pool and the set-up are under 1 % of a point, so 401 points on 2 cores are bounded by
the simulation itself (the kernel's cost per event on a two-flow scenario).

Examples
  .venv/bin/python tests/benchmarks/benchmark_scaling.py
  .venv/bin/python tests/benchmarks/benchmark_scaling.py --sizes 1,10,100,1000,10000 --ns-limit 120
  .venv/bin/python tests/benchmarks/benchmark_scaling.py --topology chain --sizes 10,100,1000
  .venv/bin/python tests/benchmarks/benchmark_scaling.py --topology grid --sizes 16,100,256
  .venv/bin/python tests/benchmarks/benchmark_scaling.py --startup 20
  .venv/bin/python tests/benchmarks/benchmark_scaling.py --topology aodv --sizes 50,100 --end 100 --runs 3 --ns-limit 600 --events
"""
import argparse
import collections
import hashlib
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

BENCHMARKS = os.path.dirname(os.path.abspath(__file__))
HERE = os.path.dirname(BENCHMARKS)                          # tests/
sys.path[:0] = [BENCHMARKS, HERE]

from benchmark_ns2 import default_nslab_command  # noqa: E402
from reference_cases import SCENARIOS_DIR, parse_kv  # noqa: E402
import wireless_demo  # noqa: E402

with open(os.path.join(SCENARIOS_DIR, 'dumbbell_flows.tcl')) as _f:
    DUMBBELL = _f.read()

# The chain and the grid end as the dumbbell does: Reno/FTP flows, here between the nodes
# listed in pairs in $ends and started 0.1 s apart, and the dumbbell's finish (every flow's
# ack_, then their sum).
FLOWS_AND_FINISH = r"""for {set f 0} {$f < $nflows} {incr f} {
    set tcp($f) [new Agent/TCP/Reno]
    $ns attach-agent $n([lindex $ends [expr 2 * $f]]) $tcp($f)
    set sink($f) [new Agent/TCPSink]
    $ns attach-agent $n([lindex $ends [expr 2 * $f + 1]]) $sink($f)
    $ns connect $tcp($f) $sink($f)
    set ftp($f) [new Application/FTP]
    $ftp($f) attach-agent $tcp($f)
    $ns at [expr $f * 0.1] "$ftp($f) start"
}
""" + DUMBBELL[DUMBBELL.index('proc finish {}'):]

CHAIN = r"""# generated by tests/benchmarks/benchmark_scaling.py: a chain of N nodes, two Reno flows
set nnodes [lindex $argv 0]
set endtime [lindex $argv 1]
set ns [new Simulator]
for {set i 0} {$i < $nnodes} {incr i} { set n($i) [$ns node] }
for {set i 1} {$i < $nnodes} {incr i} {
    $ns duplex-link $n([expr $i - 1]) $n($i) 10Mb 1ms DropTail
    $ns queue-limit $n([expr $i - 1]) $n($i) 50
}
set nflows 2
set ends [list 0 [expr $nnodes - 1] 1 [expr $nnodes - 2]]
""" + FLOWS_AND_FINISH

GRID = r"""# generated by tests/benchmarks/benchmark_scaling.py: a square grid of about N nodes, four Reno flows
set side [expr int(sqrt([lindex $argv 0]))]
if {$side < 2} { set side 2 }
set endtime [lindex $argv 1]
set ns [new Simulator]
for {set i 0} {$i < $side * $side} {incr i} { set n($i) [$ns node] }
for {set r 0} {$r < $side} {incr r} {
    for {set c 0} {$c < $side} {incr c} {
        set i [expr $r * $side + $c]
        if {$c + 1 < $side} { $ns duplex-link $n($i) $n([expr $i + 1]) 10Mb 1ms DropTail }
        if {$r + 1 < $side} { $ns duplex-link $n($i) $n([expr $i + $side]) 10Mb 1ms DropTail }
    }
}
set last [expr $side * $side - 1]
set nflows 4
set ends [list 0 $last [expr $side - 1] [expr $last - $side + 1] $last 0 [expr $side / 2] [expr $last - $side / 2]]
""" + FLOWS_AND_FINISH

TINY = r"""# generated by tests/benchmarks/benchmark_scaling.py: start-up, almost nothing to simulate
set ns [new Simulator]
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
$ns at 0.1 "puts done; exit 0"
$ns run
"""

# A topology: its Tcl script (the text of a generated one, or None for WIRELESS_DEMO), the
# flows and nodes of size N, and the script's arguments for size N run to END seconds
# (scenario: what prepare() wrote for that size).
Topology = collections.namedtuple('Topology', 'script flows nodes args prepare')
WIRELESS_DEMO = os.path.join(SCENARIOS_DIR, 'wireless_demo.tcl')
WIRELESS_FLOWS = wireless_demo.CBR_FLOWS + wireless_demo.TCP_FLOWS


def wired(script, flows, nodes):
    return Topology(script, flows, nodes, lambda n, end, scenario: [str(n), str(end)],
                    lambda n, a, folder: None)


def wireless(routing):
    """N mobile nodes of wireless_demo.tcl with `routing`; setdest moves them over
    --end seconds and their traffic is wireless_demo's (seed --seed)."""
    def args(n, end, scenario):
        return [routing, str(n), '%g' % end] + list(scenario)

    def prepare(n, a, folder):
        return wireless_demo.write_scenario(folder, n, a.end, a.seed)
    return Topology(None, lambda n: WIRELESS_FLOWS, lambda n: n, args, prepare)


TOPOLOGIES = {
    'dumbbell': wired(DUMBBELL, lambda n: n, lambda n: 2 * n + 2),
    'chain': wired(CHAIN, lambda n: 2, lambda n: n),
    'grid': wired(GRID, lambda n: 4, lambda n: max(2, int(n ** 0.5)) ** 2),
    'aodv': wireless('AODV'),
    'dsdv': wireless('DSDV'),
}


# Runs the script in-process and prints the kernel's event count and the CPU seconds.
EVENT_COUNTER = r"""
import sys, time
from nslab.otcl import Runner
t = time.process_time()
runner = Runner(sys.argv[1], sys.argv[2:])
try:
    runner.run_file(sys.argv[1])
except SystemExit:
    pass
sys.stderr.write("events=%d\ncpu=%.3f\n" % (runner.sim.kernel.events_processed, time.process_time() - t))
"""


def count_events(python, script, args, timeout):
    """(events, CPU seconds) of one in-process run, or None when it failed."""
    work = tempfile.mkdtemp(prefix='nsscale_events_')
    try:
        p = subprocess.run([python, '-c', EVENT_COUNTER, script] + args, stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                           timeout=timeout, cwd=work)
    except subprocess.TimeoutExpired:
        return None
    finally:
        shutil.rmtree(work, ignore_errors=True)
    kv = parse_kv(p.stderr)
    if p.returncode != 0 or 'events' not in kv:
        return None
    return int(kv['events']), float(kv['cpu'])


def trace_digests(folder):
    """{name: (lines, sha256)} of the trace files (*.tr) a run wrote into `folder`."""
    digests = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith('.tr'):
            h, lines = hashlib.sha256(), 0
            with open(os.path.join(folder, name), 'rb') as f:
                for block in iter(lambda: f.read(1 << 20), b''):
                    h.update(block)
                    lines += block.count(b'\n')
            digests[name] = (lines, h.hexdigest())
    return digests


class Run:
    """One child process: wall and CPU time, exit status, stdout, peak resident memory and
    the trace files it wrote (lines and sha256 of each)."""

    def __init__(self, cmd, timeout):
        work = tempfile.mkdtemp(prefix='nsscale_')
        try:
            t0 = time.perf_counter()
            try:
                child = subprocess.Popen(cmd, cwd=work, stdin=subprocess.DEVNULL,
                                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            except FileNotFoundError as e:
                self.status, self.stdout, self.stderr, self.wall, self.cpu, self.maxrss_kb = \
                    'not found', '', str(e), 0.0, 0.0, 0
                self.kv, self.traces = {}, {}
                return
            timer = threading.Timer(timeout, child.kill)
            timer.start()
            out = []
            readers = [threading.Thread(target=lambda s=s: out.append((s, s.read())))
                       for s in (child.stdout, child.stderr)]
            for r in readers:
                r.start()
            _, status, usage = os.wait4(child.pid, 0)
            self.wall = time.perf_counter() - t0
            for r in readers:
                r.join()
            child.returncode = os.waitstatus_to_exitcode(status)
            timed_out = not timer.is_alive()
            timer.cancel()
            texts = dict(out)
            self.stdout = texts[child.stdout].decode(errors='replace')
            self.stderr = texts[child.stderr].decode(errors='replace')
            self.status = 'timeout' if timed_out else child.returncode
            self.maxrss_kb = usage.ru_maxrss
            self.cpu = usage.ru_utime + usage.ru_stime
            self.traces = trace_digests(work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        self.kv = parse_kv(self.stdout)

    @property
    def ok(self):
        return self.status == 0


def median_run(cmd, runs, timeout):
    """The run with the median wall time of `runs` runs (all must succeed, else the failed one)."""
    return median_runs([(cmd, timeout)], runs)[0]


def median_runs(commands, runs):
    """For each (command, timeout) of `commands`, the run with the median wall time of `runs`
    runs, or its first failed run.  The commands take turns (A B, B A, A B, ...), so that a
    change in the machine's load falls on all of them alike."""
    done = [[] for _ in commands]
    for i in range(runs):
        order = list(range(len(commands)))
        for k in (order if i % 2 == 0 else order[::-1]):
            if done[k] and not done[k][-1].ok:
                continue
            done[k].append(Run(*commands[k]))
    picked = []
    for runs_of_one in done:
        failed = [r for r in runs_of_one if not r.ok]
        runs_of_one.sort(key=lambda r: r.wall)
        picked.append(failed[0] if failed else runs_of_one[len(runs_of_one) // 2])
    return picked


def differences(ref, run):
    keys = sorted(set(ref.kv) | set(run.kv))
    found = ['%s: ns %r, nslab %r' % (k, ref.kv.get(k), run.kv.get(k))
             for k in keys if ref.kv.get(k) != run.kv.get(k)]
    for name in sorted(set(ref.traces) | set(run.traces)):
        if ref.traces.get(name) != run.traces.get(name):
            found.append('%s: ns (lines, sha256) %s, nslab %s'
                         % (name, ref.traces.get(name), run.traces.get(name)))
    return found


def startup(cmds, runs, timeout):
    """For each command of `cmds`, `runs` runs of a tiny script, the commands alternating
    (so that the machine's load falls on each alike): its median and least wall and CPU
    time, or its first failed run."""
    tmp = tempfile.mkdtemp(prefix='nsscale_tiny_')
    done = [[] for _ in cmds]
    try:
        script = os.path.join(tmp, 'tiny.tcl')
        with open(script, 'w') as f:
            f.write(TINY)
        for _ in range(runs):
            for cmd, runs_of_cmd in zip(cmds, done):
                if not runs_of_cmd or runs_of_cmd[-1].ok:
                    runs_of_cmd.append(Run(cmd + [script], timeout))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return [_startup_figures(runs_of_cmd) for runs_of_cmd in done]


def _startup_figures(done):
    if not done[-1].ok:
        return done[-1]
    walls, cpus = sorted(r.wall for r in done), sorted(r.cpu for r in done)
    return walls[len(walls) // 2], walls[0], cpus[len(cpus) // 2], cpus[0]


def bench_size(n, a, script, nslab_cmd, ns_cmd, ns_allowed, topology, scenario):
    run_args = [script] + topology.args(n, a.end, scenario)
    setup = median_run(nslab_cmd + [script] + topology.args(n, 0.001, scenario), a.runs, a.timeout)
    if ns_allowed:
        nslab, ns = median_runs([(nslab_cmd + run_args, a.timeout), (ns_cmd + run_args, a.ns_limit)],
                                a.runs)
    else:
        nslab, ns = median_run(nslab_cmd + run_args, a.runs, a.timeout), None
    row = {'n': n, 'nslab': nslab, 'setup': setup, 'ns': ns, 'problems': [], 'events': None}
    if a.events:
        row['events'] = count_events(a.python, script, run_args[1:], a.timeout)
    for who, r in (('nslab', nslab), ('nslab set-up', setup), ('ns', ns)):
        if r is not None and not r.ok and not (r is ns and r.status == 'timeout'):
            last = (r.stderr.strip().splitlines() or [''])[-1]
            row['problems'].append('%s: exit %s %s' % (who, r.status, last[:200]))
    if ns is not None and ns.ok and nslab.ok:
        row['problems'] += differences(ns, nslab)
    busy = nslab.cpu - setup.cpu
    delivered = int(nslab.kv['acks']) + topology.flows(n) if 'acks' in nslab.kv else None
    row['pkt_rate'] = (delivered / busy if delivered is not None and nslab.ok and setup.ok
                       and busy >= 0.05 else None)
    return row


def print_growth(rows, flows_of):
    """How nslab's CPU time grew from each size to the next, next to the flows'
    growth (the work grows about as the flows do)."""
    for a, b in zip(rows, rows[1:]):
        if a['nslab'].ok and b['nslab'].ok and a['nslab'].cpu > 0 and flows_of(a['n']) > 0:
            print('N %d -> %d: %.1f times the flows, nslab CPU %.1f times'
                  % (a['n'], b['n'], flows_of(b['n']) / flows_of(a['n']),
                     b['nslab'].cpu / a['nslab'].cpu), flush=True)


def paired_growth(sizes, rounds, command_of, flows_of, timeout):
    """How nslab's CPU time grows from each size to the next, measured in `rounds` rounds
    that each run both sizes back to back (in turns, smaller first, then larger first):
    the machine's neighbours change from minute to minute, and a ratio of two runs made
    seconds apart is less moved by that than a ratio of medians taken minutes apart.
    Prints the median round's ratio and the range; returns False when a run failed."""
    for a, b in zip(sizes, sizes[1:]):
        ratios = []
        for i in range(rounds):
            pair = (a, b) if i % 2 == 0 else (b, a)
            runs = {n: Run(command_of(n), timeout) for n in pair}
            if not all(r.ok for r in runs.values()):
                print('N %d -> %d: a paired run failed' % (a, b), flush=True)
                return False
            ratios.append(runs[b].cpu / max(runs[a].cpu, 1e-6))
        ratios.sort()
        print('N %d -> %d: %.1f times the flows, nslab CPU %.1f times (median of %d paired '
              'rounds, %.1f-%.1f; load %.1f)'
              % (a, b, flows_of(b) / flows_of(a), ratios[len(ratios) // 2], rounds,
                 ratios[0], ratios[-1], os.getloadavg()[0]), flush=True)
    return True


def fmt_time(r):
    if r is None:
        return '-'
    if not r.ok:
        return str(r.status)
    return '%.2f' % r.wall


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--topology', choices=sorted(TOPOLOGIES), default='dumbbell')
    ap.add_argument('--sizes', default='1,10,100,300,1000',
                    help='comma-separated N (flows of the dumbbell, nodes of the others); '
                         'default %(default)s')
    ap.add_argument('--end', type=float, default=30.0, help='simulated seconds (default %(default)s)')
    ap.add_argument('--runs', type=int, default=1, help='runs per measurement, median (default 1)')
    ap.add_argument('--ns-limit', type=float, default=60.0,
                    help='seconds an ns-2 run may take; after one exceeds it, ns-2 is skipped '
                         'for larger N (default %(default)s)')
    ap.add_argument('--timeout', type=float, default=1800.0, help='seconds per nslab run')
    ap.add_argument('--nslab', default=default_nslab_command(), help='nslab command (default: %(default)s)')
    ap.add_argument('--ns', default='ns', help='ns-2 command (default: ns); "" for none')
    ap.add_argument('--startup', type=int, default=0, metavar='RUNS',
                    help='only time the start-up: RUNS runs of a tiny script by nslab and ns-2')
    ap.add_argument('--events', action='store_true',
                    help='also count the kernel events of each size (one more nslab run)')
    ap.add_argument('--python', default=os.path.join(os.path.dirname(HERE), '.venv', 'bin', 'python'),
                    help='the Python with nslab for --events (default: %(default)s)')
    ap.add_argument('--paired', type=int, default=0, metavar='ROUNDS',
                    help='after the table, ROUNDS rounds of each two consecutive sizes run '
                         'back to back: the growth of the CPU time as the median round\'s ratio')
    ap.add_argument('--seed', type=int, default=1,
                    help='seed of the wireless scenarios (setdest and the traffic; default 1)')
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(',') if s.strip()]
    if not sizes or min(sizes) < 1 or a.runs < 1:
        ap.error('--sizes must list positive integers and --runs be at least 1')
    topology = TOPOLOGIES[a.topology]
    flows_of, nodes_of = topology.flows, topology.nodes
    nslab_cmd, ns_cmd = shlex.split(a.nslab), shlex.split(a.ns)
    if a.startup:
        failed, medians = False, {}
        who_cmds = [(who, cmd) for who, cmd in (('nslab', nslab_cmd), ('ns', ns_cmd)) if cmd]
        for (who, _), got in zip(who_cmds, startup([cmd for _, cmd in who_cmds], a.startup,
                                                   a.timeout)):
            if isinstance(got, Run):
                print('%-6s exit %s %s' % (who, got.status, got.stderr.strip()[-200:]))
                failed = True
            else:
                medians[who] = got
                print('%-6s tiny script, %d runs: wall median %.1f ms (least %.1f), '
                      'CPU median %.1f ms (least %.1f)'
                      % ((who, a.startup) + tuple(1000 * x for x in got)), flush=True)
        if len(medians) == 2:
            (wall, _, cpu, _), (ns_wall, _, ns_cpu, _) = medians['nslab'], medians['ns']
            print('nslab/ns tiny script: wall median %.2f times, CPU median %.2f times '
                  '(load %.1f)' % (wall / ns_wall, cpu / ns_cpu, os.getloadavg()[0]), flush=True)
        return 1 if failed else 0

    tmp = tempfile.mkdtemp(prefix='nsscale_script_')
    script = WIRELESS_DEMO
    if topology.script is not None:
        script = os.path.join(tmp, '%s.tcl' % a.topology)
        with open(script, 'w') as f:
            f.write(topology.script)
    print('nslab: %s\nns:    %s\n%s, %g simulated s, median of %d run(s)'
          % (' '.join(nslab_cmd), ' '.join(ns_cmd) or '(none)', a.topology, a.end, a.runs), flush=True)
    header = '%7s %7s %8s %7s %8s %7s %8s %8s %6s %10s %8s %8s  %s' % (
        'N', 'nodes', 'nslab s', 'cpu', 'ns s', 'cpu', 'ns/nslab', 'setup s', 'cpu', 'pkt/s',
        'peak MB', 'KB/flow', 'output')
    print(header, flush=True)
    rows, ns_allowed, previous, scenarios = [], bool(ns_cmd), None, {}
    try:
        for n in sizes:
            scenario = scenarios[n] = topology.prepare(n, a, tmp)
            row = bench_size(n, a, script, nslab_cmd, ns_cmd, ns_allowed, topology, scenario)
            rows.append(row)
            ns = row['ns']
            if ns is not None and ns.status == 'timeout':
                ns_allowed = False
            peak = row['nslab'].maxrss_kb
            per_flow = '-'
            if previous is not None and flows_of(n) > flows_of(previous[0]):
                per_flow = '%.1f' % ((peak - previous[1]) / (flows_of(n) - flows_of(previous[0])))
            previous = (n, peak)
            verdict = ('DIFFERS' if row['problems'] else
                       'identical' if ns is not None and ns.ok else
                       'ns-2 over --ns-limit' if ns is not None else 'not compared')
            verdict += ''.join(', %s %d lines' % (name, lines)
                               for name, (lines, _) in sorted(row['nslab'].traces.items()))
            both = ns is not None and ns.ok and row['nslab'].cpu > 0
            ratio = '%.2f' % (ns.cpu / row['nslab'].cpu) if both else '-'
            ns_cpu = '%.2f' % ns.cpu if ns is not None and ns.ok else '-'
            rate = '-' if row['pkt_rate'] is None else '%.0f' % row['pkt_rate']
            print('%7d %7d %8s %7.2f %8s %7s %8s %8s %6.2f %10s %8.1f %8s  %s' % (
                n, nodes_of(n), fmt_time(row['nslab']), row['nslab'].cpu, fmt_time(ns), ns_cpu, ratio,
                fmt_time(row['setup']), row['setup'].cpu, rate, peak / 1024.0, per_flow, verdict),
                flush=True)
            if row['events'] is not None:
                events, cpu = row['events']
                print('%17s events %d, %.2f s CPU, %.0f events/s CPU'
                      % ('', events, cpu, events / cpu if cpu > 0 else 0), flush=True)
            for p in row['problems'][:10]:
                print('          ' + p)
        print_growth(rows, flows_of)
        if a.paired and not paired_growth(
                sizes, a.paired, lambda n: nslab_cmd + [script] + topology.args(
                    n, a.end, scenarios[n]), flows_of, a.timeout):
            return 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 1 if any(r['problems'] for r in rows) else 0


if __name__ == '__main__':
    sys.exit(main())
