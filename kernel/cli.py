"""The `nslab` command.

    nslab run SCRIPT.tcl [ARGS...]   run an ns-2 script, as `ns SCRIPT.tcl ARGS...`
"""
import argparse
import sys

from .otcl import ScriptError, run_script


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
            print("nslab: interrupted", file=sys.stderr)
            return 130
    return 2


if __name__ == "__main__":
    sys.exit(main())
