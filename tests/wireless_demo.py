#!/usr/bin/env python3
"""Movement and traffic files for tests/reference/scenarios/wireless_demo.tcl, the ad-hoc
network in the shape of ns-2.35's tcl/ex wireless demos.  Used by the scaling benchmark
(tests/benchmarks/benchmark_scaling.py --topology aodv|dsdv) and by
tests/reference/wireless_scale_record.py; not a test module itself.

Movement: written by ns-2's own `setdest` tool (version 1, the CMU one: random waypoints,
pause PAUSE s, speeds up to MAX_SPEED m/s, in X x Y metres), which prints the nodes'
starting places, the God's hop counts between every pair of nodes and their changes, and
the `setdest` commands.  setdest seeds its generator from the clock (gettimeofday) and has
no seed option; to make its files reproducible, it runs here with a small preloaded
library, compiled on first use with the system's C compiler, whose gettimeofday returns
the chosen seed as the time.

Traffic: the kind of Tcl ns-2's cbrgen.tcl writes (that tool is not installed with the
Debian package, and this generator is our own): CBR over UDP, each connection
`$udp_(i)` -> `$null_(i)` with `$cbr_(i)` (512-byte packets, `interval_`, `random_ 1`,
`maxpkts_ 10000`), and TCP connections built by `$ns_ create-connection TCP ... TCPSink`
with `window_ 32` and an FTP from `attach-source FTP`; each connection between two
different nodes picked at random, starting at a random time in the first half of the run.

    tests/wireless_demo.py --nodes 50 --stop 100 --seed 1 --out /tmp/demo50
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

SETDEST = 'setdest'
FIELD = 1000            # metres, both sides
PAUSE = 20              # seconds a node rests at each waypoint
MAX_SPEED = 10          # m/s
CBR_FLOWS = 20
TCP_FLOWS = 3
PACKET_SIZE = 512
CBR_INTERVAL = 0.25     # seconds between packets of one CBR connection (4 packets/s)

_CLOCK_SHIM = r"""
#include <stdlib.h>
#include <sys/time.h>
/* setdest seeds its generator from the clock: make the clock the seed we choose */
int gettimeofday(struct timeval *tv, void *tz) {
    const char *seed = getenv("WIRELESS_DEMO_SEED");
    (void)tz;
    tv->tv_sec = seed ? atol(seed) : 1;
    tv->tv_usec = 0;
    return 0;
}
"""
_shim_path = None


def clock_shim():
    """The path of the preloadable library with the fixed clock (compiled once per process)."""
    global _shim_path
    if _shim_path is None:
        cc = shutil.which('cc') or shutil.which('gcc')
        if cc is None:
            raise RuntimeError('a C compiler (cc) is needed to run setdest with a fixed seed')
        work = tempfile.mkdtemp(prefix='wireless_demo_')
        src, lib = os.path.join(work, 'clock.c'), os.path.join(work, 'clock.so')
        with open(src, 'w') as f:
            f.write(_CLOCK_SHIM)
        subprocess.run([cc, '-shared', '-fPIC', '-O2', '-o', lib, src], check=True)
        _shim_path = lib
    return _shim_path


def write_movement(path, nodes, stop, seed, setdest=SETDEST):
    """Run setdest (version 1) for `nodes` nodes over `stop` seconds into `path`."""
    if shutil.which(setdest) is None:
        raise RuntimeError("ns-2's setdest (%s) is not installed" % setdest)
    env = dict(os.environ, LD_PRELOAD=clock_shim(), WIRELESS_DEMO_SEED=str(seed))
    # setdest leaves its generator's state in .rand_state in its working folder: an empty
    # folder of its own, so that it finds none and leaves none behind
    with open(path, 'w') as out, tempfile.TemporaryDirectory() as work:
        subprocess.run([setdest, '-v', '1', '-n', str(nodes), '-p', str(PAUSE),
                        '-M', str(MAX_SPEED), '-t', '%g' % stop, '-x', str(FIELD), '-y', str(FIELD)],
                       stdout=out, stderr=subprocess.DEVNULL, env=env, check=True, cwd=work)


def _pair(rng, nodes):
    src = rng.randrange(nodes)
    dst = rng.randrange(nodes - 1)
    return src, dst + (dst >= src)


def traffic(nodes, stop, seed, cbr_flows=CBR_FLOWS, tcp_flows=TCP_FLOWS):
    """The traffic file's text: cbr_flows CBR then tcp_flows TCP connections, numbered
    0, 1, ... in that order (as cbrgen numbers them)."""
    if nodes < 2:
        raise ValueError('nodes: at least 2 are needed for a connection, got %d' % nodes)
    rng = random.Random(seed)
    lines = ['#', '# nodes: %d, CBR connections: %d, TCP connections: %d, seed: %d'
             % (nodes, cbr_flows, tcp_flows, seed), '#']
    for i in range(cbr_flows + tcp_flows):
        src, dst = _pair(rng, nodes)
        start = rng.uniform(0.0, stop / 2.0)
        lines += ['#', '# %d connecting to %d at time %r' % (src, dst, start), '#']
        if i < cbr_flows:
            lines += ['set udp_(%d) [new Agent/UDP]' % i,
                      '$ns_ attach-agent $node_(%d) $udp_(%d)' % (src, i),
                      'set null_(%d) [new Agent/Null]' % i,
                      '$ns_ attach-agent $node_(%d) $null_(%d)' % (dst, i),
                      'set cbr_(%d) [new Application/Traffic/CBR]' % i,
                      '$cbr_(%d) set packetSize_ %d' % (i, PACKET_SIZE),
                      '$cbr_(%d) set interval_ %r' % (i, CBR_INTERVAL),
                      '$cbr_(%d) set random_ 1' % i,
                      '$cbr_(%d) set maxpkts_ 10000' % i,
                      '$cbr_(%d) attach-agent $udp_(%d)' % (i, i),
                      '$ns_ connect $udp_(%d) $null_(%d)' % (i, i),
                      '$ns_ at %r "$cbr_(%d) start"' % (start, i)]
        else:
            lines += ['set tcp_(%d) [$ns_ create-connection TCP $node_(%d) TCPSink $node_(%d) 0]'
                      % (i, src, dst),
                      '$tcp_(%d) set window_ 32' % i,
                      '$tcp_(%d) set packetSize_ %d' % (i, PACKET_SIZE),
                      'set ftp_(%d) [$tcp_(%d) attach-source FTP]' % (i, i),
                      '$ns_ at %r "$ftp_(%d) start"' % (start, i)]
    lines += ['#', '# Total sources/connections: %d/%d' % (cbr_flows + tcp_flows,
                                                           cbr_flows + tcp_flows)]
    return '\n'.join(lines) + '\n'


def write_scenario(folder, nodes, stop, seed, setdest=SETDEST):
    """Write `<folder>/demo-<nodes>n-<stop>s.movement` and `.traffic`; returns both paths."""
    stem = os.path.join(folder, 'demo-%dn-%gs' % (nodes, stop))
    movement, traffic_file = stem + '.movement', stem + '.traffic'
    write_movement(movement, nodes, stop, seed, setdest)
    with open(traffic_file, 'w') as f:
        f.write(traffic(nodes, stop, seed))
    return movement, traffic_file


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--nodes', type=int, required=True)
    ap.add_argument('--stop', type=float, default=100.0, help='seconds (default %(default)s)')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--out', default='.', help='folder for the two files (default: here)')
    a = ap.parse_args()
    if a.nodes < 2 or a.stop <= 0:
        ap.error('--nodes must be at least 2 and --stop positive')
    os.makedirs(a.out, exist_ok=True)
    for path in write_scenario(a.out, a.nodes, a.stop, a.seed):
        print(path)
    return 0


if __name__ == '__main__':
    sys.exit(main())
