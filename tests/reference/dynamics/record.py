#!/usr/bin/env python3
"""Re-record what the real ns-2 does with the link-dynamics scripts of
tests/reference/dynamics/scripts (route models, rtmodel-at, Session routing).

Each script runs as `ns SCRIPT` in a fresh directory (tests/reference/otcl/record.py's
run); expected/<script name>/ then holds its stdout, its exit status and every file it
wrote, which tests/kernel/test_dynamic_routing.py compares `nslab run` with.

  tests/reference/dynamics/record.py            # every script
  tests/reference/dynamics/record.py NAME...    # only these
"""
import argparse
import pathlib
import shutil
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "otcl"))
sys.path.insert(0, str(HERE.parent))

from record import run  # noqa: E402  (tests/reference/otcl/record.py)
from regenerate import ns_version  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", help="scripts to record (default: all)")
    ap.add_argument("--ns", default="ns", help="the ns-2 command (default: ns)")
    args = ap.parse_args()
    names = args.names or sorted(p.stem for p in (HERE / "scripts").glob("*.tcl"))
    for name in names:
        stdout, status, files = run([args.ns], HERE / "scripts" / (name + ".tcl"))
        d = HERE / "expected" / name
        shutil.rmtree(d, ignore_errors=True)
        (d / "files").mkdir(parents=True)
        (d / "stdout").write_bytes(stdout)
        (d / "status").write_text("%d\n" % status)
        for f, data in files.items():
            (d / "files" / f).write_bytes(data)
        print("%-24s status %d, files: %s" % (name, status, ", ".join(files) or "none"))
    (HERE / "expected" / "ns2_version.txt").write_text(ns_version([args.ns]) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
