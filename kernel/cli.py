"""The `nslab` command.

    nslab run SCRIPT.tcl [ARGS...]   run an ns-2 script, as `ns SCRIPT.tcl ARGS...`
"""
import argparse
import os
import signal
import sys
import threading
import time

from .otcl import ScriptError, run_script

_handling_interrupt = threading.Event()


def _watch_for_stuck_interrupts():
    """Ctrl-C while a script loops inside Tcl: Python's handler would only run
    when Tcl calls back into Python, so a thread sees the signal through the
    wakeup fd and ends the process if the main thread has not reacted."""
    r, w = os.pipe()
    os.set_blocking(w, False)
    signal.set_wakeup_fd(w)

    def watch():
        while True:
            if signal.SIGINT in os.read(r, 64):
                time.sleep(0.3)
                if not _handling_interrupt.is_set():
                    sys.stderr.write("nslab: interrupted\n")
                    sys.stderr.flush()
                    os._exit(130)
    threading.Thread(target=watch, name="nslab-interrupt-watch", daemon=True).start()


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = argparse.ArgumentParser(prog="nslab", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="run an ns-2 OTcl script unmodified")
    run.add_argument("script")
    run.add_argument("args", nargs=argparse.REMAINDER)
    ns = parser.parse_args(argv)
    if ns.command == "run":
        if threading.current_thread() is threading.main_thread():
            _watch_for_stuck_interrupts()
        try:
            return run_script(ns.script, ns.args)
        except ScriptError as e:
            sys.stdout.flush()
            print("nslab: error in %s:\n%s" % (ns.script, e), file=sys.stderr)
            return 1
        except FileNotFoundError as e:
            print("nslab: %s" % e, file=sys.stderr)
            return 2
        except KeyboardInterrupt:
            _handling_interrupt.set()
            print("nslab: interrupted", file=sys.stderr)
            return 130
    return 2


if __name__ == "__main__":
    sys.exit(main())
