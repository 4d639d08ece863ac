"""The `nslab` command.

    nslab run SCRIPT.tcl [ARGS...]   run an ns-2 script, as `ns SCRIPT.tcl ARGS...`
    nslab sweep SCRIPT.tcl --args TEMPLATE --grid NAME=START:STOP:STEP ... --out FILE
                                     run the script over a grid of parameters
"""
import _thread
import os
import sys
import time
from types import SimpleNamespace

# signal's C module: the same functions and numbers, without the enum module that signal.py
# imports to name them (6 % of the instructions of a start of `nslab run`)
try:
    import _signal as signal
except ImportError:         # a Python without it
    import signal

from ._kernel import c_stdout_as_ns2, c_stdout_flush
from .errors import ScriptError, SweepError
from .otcl import run_script

_handling_interrupt = []    # not empty once the main thread handles a stop itself
_stop_signal = []          # the signal that stopped the command (SIGINT or SIGTERM)


def _on_stop_signal(signum, frame):
    """SIGTERM (and SIGINT) stop a run or a sweep the same way: as Ctrl-C does."""
    if not _stop_signal:
        _stop_signal.append(signum)
    raise KeyboardInterrupt()


def _handle_stop_signals():
    """Make SIGTERM behave as SIGINT (unless the shell ignores them, as it does
    for SIGINT in background jobs)."""
    for signum in (signal.SIGINT, signal.SIGTERM):
        if signal.getsignal(signum) not in (signal.SIG_IGN, None):
            signal.signal(signum, _on_stop_signal)


def _stopped_status():
    """The exit status after a stop signal: 128 + its number (130 for SIGINT,
    143 for SIGTERM); the message is the same for both."""
    signum = _stop_signal[0] if _stop_signal else signal.SIGINT
    return 128 + signum


def _watch_for_stuck_interrupts():
    """Ctrl-C or SIGTERM while a script loops inside Tcl: Python's handler would
    only run when Tcl calls back into Python, so a thread sees the signal through
    the wakeup fd and ends the process if the main thread has not reacted."""
    r, w = os.pipe()
    os.set_blocking(w, False)
    signal.set_wakeup_fd(w)

    def watch():
        while True:
            got = os.read(r, 64)
            for signum in (signal.SIGINT, signal.SIGTERM):
                if signum in got:
                    time.sleep(0.3)
                    if not _handling_interrupt:
                        sys.stderr.write("nslab: interrupted\n")
                        sys.stderr.flush()
                        os._exit(128 + signum)
    _thread.start_new_thread(watch, ())     # as a daemon thread: the exit does not wait for it


SWEEP_HELP = """\
Run SCRIPT once per point of the grid, in parallel, and write one row per point:
the parameters, the key=value lines the run printed, wall_time and error.

  nslab sweep basic2.tcl --args '{delayB} 0.002 8.0 3000 20 Reno 0' \\
        --grid delayB=0:400:1 --out sweep.parquet

--grid NAME=START:STOP:STEP includes STOP; NAME=A,B,C lists values; several
--grid options make the Cartesian product.  Finished points are cached (see
--cache-dir), so an interrupted sweep resumes and a repeated one returns at once.
"""


def _sweep_parser(sub):
    import argparse
    p = sub.add_parser("sweep", help="run an ns-2 script over a grid of parameters",
                       description=SWEEP_HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("script")
    p.add_argument("--args", required=True, metavar="TEMPLATE",
                   help="the script's argv, with {NAME} where a grid value goes")
    p.add_argument("--grid", action="append", required=True, metavar="NAME=START:STOP:STEP",
                   help="a parameter and its values (repeatable)")
    p.add_argument("--out", required=True, metavar="FILE.csv|FILE.parquet")
    p.add_argument("--workers", type=int, default=None,
                   help="local worker processes (default: all cores)")
    p.add_argument("--scheduler", default=None, metavar="ADDRESS",
                   help="run on this Dask scheduler instead of local processes")
    p.add_argument("--timeout", type=float, default=None,
                   help="seconds one point may run (local workers)")
    p.add_argument("--cache-dir", default=None,
                   help="the cache folder (default: $NSLAB_CACHE_DIR or ~/.cache/nslab)")
    p.add_argument("--no-cache", action="store_true", help="neither read nor write the cache")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def _sweep(ns):
    from .sweep import Script, parse_grid, sweep
    try:
        grid = {}
        for spec in ns.grid:
            name, values = parse_grid(spec)
            if name in grid:
                raise SweepError("--grid %s: parameter %r is given twice" % (spec, name))
            grid[name] = values
        if ns.workers is not None and ns.workers < 1:
            raise SweepError("--workers: must be at least 1, got %d" % ns.workers)
        table = sweep(Script(ns.script, ns.args), grid=grid, workers=ns.workers,
                      scheduler=ns.scheduler, cache=not ns.no_cache, cache_dir=ns.cache_dir,
                      progress=not ns.quiet, timeout=ns.timeout, out=ns.out)
    except SweepError as e:
        print("nslab sweep: %s" % e, file=sys.stderr)
        return 2
    failed = int(table["error"].notna().sum())
    print("nslab sweep: %d points (%d from the cache), %d failed, %.1f s; wrote %s"
          % (len(table), table.attrs["cached"], failed, table.attrs["wall_time"], ns.out),
          file=sys.stderr)
    for _, row in table[table["error"].notna()].head(5).iterrows():
        print("  failed at %s: %s" % (", ".join("%s=%s" % (k, row[k]) for k in grid),
                                      str(row["error"]).splitlines()[0]), file=sys.stderr)
    return 1 if failed else 0


def _parse(argv):
    """The command line as a namespace.  `run SCRIPT [ARGS...]` is read directly:
    building the argparse parsers costs more than running a small script (their
    help formatter imports shutil to ask for the terminal size)."""
    if len(argv) >= 2 and argv[0] == "run" and not argv[1].startswith("-"):
        return SimpleNamespace(command="run", script=argv[1], args=argv[2:])
    import argparse
    parser = argparse.ArgumentParser(prog="nslab", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="run an ns-2 OTcl script unmodified")
    run.add_argument("script")
    run.add_argument("args", nargs=argparse.REMAINDER)
    _sweep_parser(sub)
    return parser.parse_args(argv)


def _in_main_thread():
    """Whether this is the main thread (signal handlers can be set only there).  Without
    the threading module loaded no other thread runs Python code; `nslab run` does not
    import it (its start-up time)."""
    threading = sys.modules.get("threading")
    return threading is None or threading.current_thread() is threading.main_thread()


def main(argv=None):
    ns = _parse(sys.argv[1:] if argv is None else list(argv))
    in_main = _in_main_thread()
    if in_main:
        _handle_stop_signals()
    if ns.command == "sweep":
        try:
            return _sweep(ns)
        except KeyboardInterrupt:
            print("nslab sweep: interrupted; finished points are cached", file=sys.stderr)
            return _stopped_status()
    if ns.command == "run":
        status = _run(ns, in_main)
        if argv is None:            # the process's own command: it ends here
            _end_process(status)
        return status
    return 2


def _run(ns, in_main):
    """`nslab run`: the exit status."""
    if in_main:
        _watch_for_stuck_interrupts()
    c_stdout_as_ns2(sys.stdout.isatty())       # C's lines where ns-2 prints them
    try:
        return run_script(ns.script, ns.args)
    except ScriptError as e:
        if _stop_signal:
            # the signal's KeyboardInterrupt surfaced in Tcl code as a script error
            # (it landed between Tcl and one of nslab's commands): still a stop
            _handling_interrupt.append(True)
            print("nslab: interrupted", file=sys.stderr)
            return _stopped_status()
        sys.stdout.flush()
        print("nslab: error in %s:\n%s" % (ns.script, e), file=sys.stderr)
        return 1
    except FileNotFoundError as e:
        print("nslab: %s" % e, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        _handling_interrupt.append(True)
        print("nslab: interrupted", file=sys.stderr)
        return _stopped_status()


def _end_process(status):
    """End the process once `nslab run` is done, as ns-2 ends: the script's files are
    written and closed by then (run_script), so only the standard streams are flushed
    here, and Python's teardown is skipped.  That teardown frees every object the
    scenario made, one by one, after a full pass of the cyclic collector over them
    (a thousand flows: 85 M instructions, and about a third of a 4 s run's last-level
    cache misses; docs/performance.md).  A failed write to stdout is reported, with
    status 120 as Python's own exit gives it."""
    try:
        sys.stdout.flush()
        failed = c_stdout_flush()
        why = os.strerror(failed) if failed else ""
    except (OSError, ValueError) as e:
        why = e.strerror or str(e)
    if why:
        try:
            print("nslab: cannot write standard output: %s" % why, file=sys.stderr)
        except (OSError, ValueError):
            pass
        status = status or 120
    try:
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    os._exit(status)


if __name__ == "__main__":
    sys.exit(main())
